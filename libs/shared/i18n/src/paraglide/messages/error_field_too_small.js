/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown> }} Error_Field_Too_SmallInputs */

const en_error_field_too_small = /** @type {(inputs: Error_Field_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at least ${i?.min}.`)
};

/**
* | output |
* | --- |
* | "{field} must be at least {min}." |
*
* @param {Error_Field_Too_SmallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_too_small = /** @type {((inputs: Error_Field_Too_SmallInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Field_Too_SmallInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_field_too_small(inputs)
});