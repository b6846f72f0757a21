/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Error_Field_Out_Of_RangeInputs */

const en_error_field_out_of_range = /** @type {(inputs: Error_Field_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be between ${i?.min} and ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "{field} must be between {min} and {max}." |
*
* @param {Error_Field_Out_Of_RangeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_out_of_range = /** @type {((inputs: Error_Field_Out_Of_RangeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Field_Out_Of_RangeInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_field_out_of_range(inputs)
});