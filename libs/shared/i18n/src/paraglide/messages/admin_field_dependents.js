/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_DependentsInputs */

const en_admin_field_dependents = /** @type {(inputs: Admin_Field_DependentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dependents`)
};

/**
* | output |
* | --- |
* | "Dependents" |
*
* @param {Admin_Field_DependentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_dependents = /** @type {((inputs?: Admin_Field_DependentsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_DependentsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_dependents(inputs)
});