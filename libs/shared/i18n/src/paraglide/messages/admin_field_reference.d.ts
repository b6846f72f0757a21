/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Admin_Field_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_reference: ((inputs?: Admin_Field_ReferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_ReferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_ReferenceInputs = {};
