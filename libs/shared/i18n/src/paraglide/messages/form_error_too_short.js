/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown> }} Form_Error_Too_ShortInputs */

const en_form_error_too_short = /** @type {(inputs: Form_Error_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at least ${i?.min} characters.`)
};

/**
* | output |
* | --- |
* | "{field} must be at least {min} characters." |
*
* @param {Form_Error_Too_ShortInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_too_short = /** @type {((inputs: Form_Error_Too_ShortInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Error_Too_ShortInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_form_error_too_short(inputs)
});