/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Error_Passwords_DifferInputs */

const en_form_error_passwords_differ = /** @type {(inputs: Form_Error_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two passwords do not match.`)
};

/**
* | output |
* | --- |
* | "The two passwords do not match." |
*
* @param {Form_Error_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_passwords_differ = /** @type {((inputs?: Form_Error_Passwords_DifferInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Passwords_DifferInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_form_error_passwords_differ(inputs)
});