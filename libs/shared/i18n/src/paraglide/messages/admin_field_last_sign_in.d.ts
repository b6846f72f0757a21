/**
* | output |
* | --- |
* | "Last sign-in" |
*
* @param {Admin_Field_Last_Sign_InInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_last_sign_in: ((inputs?: Admin_Field_Last_Sign_InInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Last_Sign_InInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Last_Sign_InInputs = {};
