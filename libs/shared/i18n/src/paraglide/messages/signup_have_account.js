/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Signup_Have_AccountInputs */

const en_signup_have_account = /** @type {(inputs: Signup_Have_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already have an account? ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Already have an account? {link}" |
*
* @param {Signup_Have_AccountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_have_account = /** @type {((inputs: Signup_Have_AccountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Have_AccountInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_signup_have_account(inputs)
});