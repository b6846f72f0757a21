/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Field_Group_SizeInputs */

const en_group_field_group_size = /** @type {(inputs: Group_Field_Group_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected group size`)
};

/**
* | output |
* | --- |
* | "Expected group size" |
*
* @param {Group_Field_Group_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_group_size = /** @type {((inputs?: Group_Field_Group_SizeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Field_Group_SizeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_field_group_size(inputs)
});