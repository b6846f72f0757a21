/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Field_OfficeInputs */

const en_group_field_office = /** @type {(inputs: Group_Field_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred office`)
};

/**
* | output |
* | --- |
* | "Preferred office" |
*
* @param {Group_Field_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_office = /** @type {((inputs?: Group_Field_OfficeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Field_OfficeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_field_office(inputs)
});