/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Password_Code_SentInputs */

const en_password_code_sent = /** @type {(inputs: Password_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To confirm it's you, we've emailed a verification code to ${i?.email}. Enter it below.`)
};

/**
* | output |
* | --- |
* | "To confirm it's you, we've emailed a verification code to {email}. Enter it below." |
*
* @param {Password_Code_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const password_code_sent = /** @type {((inputs: Password_Code_SentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Code_SentInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_password_code_sent(inputs)
});