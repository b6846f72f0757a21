/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Error_PhoneInputs */

const en_careers_error_phone = /** @type {(inputs: Careers_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone must be a phone number with 10 to 15 digits, like (313) 555-0142.`)
};

/**
* | output |
* | --- |
* | "Phone must be a phone number with 10 to 15 digits, like (313) 555-0142." |
*
* @param {Careers_Error_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_phone = /** @type {((inputs?: Careers_Error_PhoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Error_PhoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_error_phone(inputs)
});