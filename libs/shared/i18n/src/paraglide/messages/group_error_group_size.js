/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Group_Error_Group_SizeInputs */

const en_group_error_group_size = /** @type {(inputs: Group_Error_Group_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expected group size must be a whole number from ${i?.min} to ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Expected group size must be a whole number from {min} to {max}." |
*
* @param {Group_Error_Group_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_group_size = /** @type {((inputs: Group_Error_Group_SizeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Error_Group_SizeInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_error_group_size(inputs)
});