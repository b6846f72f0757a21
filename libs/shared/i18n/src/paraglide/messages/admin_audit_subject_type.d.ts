/**
* | output |
* | --- |
* | "Record kind" |
*
* @param {Admin_Audit_Subject_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_subject_type: ((inputs?: Admin_Audit_Subject_TypeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Subject_TypeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_Subject_TypeInputs = {};
