/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Error_PhoneInputs */

const en_group_error_phone = /** @type {(inputs: Group_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone must be a phone number with 10 to 15 digits, like (734) 555-0123.`)
};

/**
* | output |
* | --- |
* | "Phone must be a phone number with 10 to 15 digits, like (734) 555-0123." |
*
* @param {Group_Error_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_phone = /** @type {((inputs?: Group_Error_PhoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Error_PhoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_error_phone(inputs)
});