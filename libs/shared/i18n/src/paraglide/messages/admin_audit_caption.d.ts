/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_caption: ((inputs?: Admin_Audit_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_CaptionInputs = {};
