/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Error_Field_Too_LongInputs */

const en_error_field_too_long = /** @type {(inputs: Error_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at most ${i?.max} characters.`)
};

/**
* | output |
* | --- |
* | "{field} must be at most {max} characters." |
*
* @param {Error_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_too_long = /** @type {((inputs: Error_Field_Too_LongInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Field_Too_LongInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_field_too_long(inputs)
});