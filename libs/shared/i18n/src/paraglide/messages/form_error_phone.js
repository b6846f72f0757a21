/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Form_Error_PhoneInputs */

const en_form_error_phone = /** @type {(inputs: Form_Error_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a phone number, like (313) 555-0142.`)
};

/**
* | output |
* | --- |
* | "{field} must be a phone number, like (313) 555-0142." |
*
* @param {Form_Error_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_phone = /** @type {((inputs: Form_Error_PhoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_PhoneInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_form_error_phone(inputs)
});