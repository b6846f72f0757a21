/**
* | output |
* | --- |
* | "Email confirmed" |
*
* @param {Admin_Field_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_email_confirmed: ((inputs?: Admin_Field_Email_ConfirmedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Email_ConfirmedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Email_ConfirmedInputs = {};
