/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Error_Field_Not_AllowedInputs */

const en_error_field_not_allowed = /** @type {(inputs: Error_Field_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} cannot be changed this way.`)
};

/**
* | output |
* | --- |
* | "{field} cannot be changed this way." |
*
* @param {Error_Field_Not_AllowedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_not_allowed = /** @type {((inputs: Error_Field_Not_AllowedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Field_Not_AllowedInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_field_not_allowed(inputs)
});