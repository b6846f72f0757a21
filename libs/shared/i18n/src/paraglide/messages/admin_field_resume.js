/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_ResumeInputs */

const en_admin_field_resume = /** @type {(inputs: Admin_Field_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé`)
};

/**
* | output |
* | --- |
* | "Résumé" |
*
* @param {Admin_Field_ResumeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_resume = /** @type {((inputs?: Admin_Field_ResumeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_ResumeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_resume(inputs)
});