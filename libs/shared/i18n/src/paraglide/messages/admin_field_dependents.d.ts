/**
* | output |
* | --- |
* | "Dependents" |
*
* @param {Admin_Field_DependentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_dependents: ((inputs?: Admin_Field_DependentsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_DependentsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_DependentsInputs = {};
