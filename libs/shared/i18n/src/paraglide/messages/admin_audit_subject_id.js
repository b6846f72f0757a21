/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Subject_IdInputs */

const en_admin_audit_subject_id = /** @type {(inputs: Admin_Audit_Subject_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record id`)
};

/**
* | output |
* | --- |
* | "Record id" |
*
* @param {Admin_Audit_Subject_IdInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_subject_id = /** @type {((inputs?: Admin_Audit_Subject_IdInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Subject_IdInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_audit_subject_id(inputs)
});