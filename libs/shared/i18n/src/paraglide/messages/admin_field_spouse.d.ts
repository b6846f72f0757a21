/**
* | output |
* | --- |
* | "Spouse" |
*
* @param {Admin_Field_SpouseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_spouse: ((inputs?: Admin_Field_SpouseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_SpouseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_SpouseInputs = {};
