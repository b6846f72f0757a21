/**
* | output |
* | --- |
* | "When" |
*
* @param {Admin_Audit_WhenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_when: ((inputs?: Admin_Audit_WhenInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_WhenInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_WhenInputs = {};
