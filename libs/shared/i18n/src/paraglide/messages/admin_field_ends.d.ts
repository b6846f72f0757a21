/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Admin_Field_EndsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_ends: ((inputs?: Admin_Field_EndsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_EndsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_EndsInputs = {};
