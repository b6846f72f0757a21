/**
* | output |
* | --- |
* | "System" |
*
* @param {Admin_Audit_SystemInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_system: ((inputs?: Admin_Audit_SystemInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_SystemInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_SystemInputs = {};
