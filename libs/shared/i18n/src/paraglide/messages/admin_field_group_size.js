/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Group_SizeInputs */

const en_admin_field_group_size = /** @type {(inputs: Admin_Field_Group_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group size`)
};

/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Admin_Field_Group_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_group_size = /** @type {((inputs?: Admin_Field_Group_SizeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Group_SizeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_group_size(inputs)
});