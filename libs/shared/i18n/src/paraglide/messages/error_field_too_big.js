/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Error_Field_Too_BigInputs */

const en_error_field_too_big = /** @type {(inputs: Error_Field_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at most ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "{field} must be at most {max}." |
*
* @param {Error_Field_Too_BigInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_too_big = /** @type {((inputs: Error_Field_Too_BigInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Field_Too_BigInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_field_too_big(inputs)
});