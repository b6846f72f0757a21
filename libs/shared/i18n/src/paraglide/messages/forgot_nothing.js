/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ resend: NonNullable<unknown> }} Forgot_NothingInputs */

const en_forgot_nothing = /** @type {(inputs: Forgot_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing there after a few minutes? Check your spam folder, or ${i?.resend}.`)
};

/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Check your spam folder, or {resend}." |
*
* @param {Forgot_NothingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_nothing = /** @type {((inputs: Forgot_NothingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_NothingInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_forgot_nothing(inputs)
});