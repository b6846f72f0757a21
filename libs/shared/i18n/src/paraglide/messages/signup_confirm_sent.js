/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Signup_Confirm_SentInputs */

const en_signup_confirm_sent = /** @type {(inputs: Signup_Confirm_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a confirmation link to ${i?.email}. Open it to activate your account; it signs you in and takes you to your dashboard.`)
};

/**
* | output |
* | --- |
* | "We sent a confirmation link to {email}. Open it to activate your account; it signs you in and takes you to your dashboard." |
*
* @param {Signup_Confirm_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_confirm_sent = /** @type {((inputs: Signup_Confirm_SentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Confirm_SentInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_signup_confirm_sent(inputs)
});