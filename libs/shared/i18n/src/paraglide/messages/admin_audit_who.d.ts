/**
* | output |
* | --- |
* | "Who" |
*
* @param {Admin_Audit_WhoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_who: ((inputs?: Admin_Audit_WhoInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_WhoInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_WhoInputs = {};
