/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Confirm_NothingInputs */

const en_signup_confirm_nothing = /** @type {(inputs: Signup_Confirm_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing there after a few minutes? Check your spam folder, or sign up again with the right address.`)
};

/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Check your spam folder, or sign up again with the right address." |
*
* @param {Signup_Confirm_NothingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_confirm_nothing = /** @type {((inputs?: Signup_Confirm_NothingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Confirm_NothingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_signup_confirm_nothing(inputs)
});