/**
* | output |
* | --- |
* | "Record" |
*
* @param {Admin_Audit_RecordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_record: ((inputs?: Admin_Audit_RecordInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_RecordInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_RecordInputs = {};
