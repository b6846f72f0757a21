/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Form_Error_EmailInputs */

const en_form_error_email = /** @type {(inputs: Form_Error_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be an email address, like name@example.com.`)
};

/**
* | output |
* | --- |
* | "{field} must be an email address, like name@example.com." |
*
* @param {Form_Error_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_email = /** @type {((inputs: Form_Error_EmailInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_EmailInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_form_error_email(inputs)
});