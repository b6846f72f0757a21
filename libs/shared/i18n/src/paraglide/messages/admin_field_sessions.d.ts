/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Admin_Field_SessionsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_sessions: ((inputs?: Admin_Field_SessionsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_SessionsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_SessionsInputs = {};
