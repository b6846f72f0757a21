/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Subject_TypeInputs */

const en_admin_audit_subject_type = /** @type {(inputs: Admin_Audit_Subject_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record kind`)
};

/**
* | output |
* | --- |
* | "Record kind" |
*
* @param {Admin_Audit_Subject_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_subject_type = /** @type {((inputs?: Admin_Audit_Subject_TypeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Subject_TypeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_audit_subject_type(inputs)
});