/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Forgot_RememberedInputs */

const en_forgot_remembered = /** @type {(inputs: Forgot_RememberedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remembered it? ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Remembered it? {link}" |
*
* @param {Forgot_RememberedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_remembered = /** @type {((inputs: Forgot_RememberedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_RememberedInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_forgot_remembered(inputs)
});