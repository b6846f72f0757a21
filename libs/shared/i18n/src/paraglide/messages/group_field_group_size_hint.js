/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Group_Field_Group_Size_HintInputs */

const en_group_field_group_size_hint = /** @type {(inputs: Group_Field_Group_Size_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About how many members may file with us (at least ${i?.min}).`)
};

/**
* | output |
* | --- |
* | "About how many members may file with us (at least {min})." |
*
* @param {Group_Field_Group_Size_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_group_size_hint = /** @type {((inputs: Group_Field_Group_Size_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Field_Group_Size_HintInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_field_group_size_hint(inputs)
});