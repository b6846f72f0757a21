/**
* | output |
* | --- |
* | "Record id" |
*
* @param {Admin_Audit_Subject_IdInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_subject_id: ((inputs?: Admin_Audit_Subject_IdInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Subject_IdInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Subject_IdInputs = {};
