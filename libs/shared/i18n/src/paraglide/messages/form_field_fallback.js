/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Field_FallbackInputs */

const en_form_field_fallback = /** @type {(inputs: Form_Field_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This field`)
};

/**
* | output |
* | --- |
* | "This field" |
*
* @param {Form_Field_FallbackInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_field_fallback = /** @type {((inputs?: Form_Field_FallbackInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Field_FallbackInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_form_field_fallback(inputs)
});