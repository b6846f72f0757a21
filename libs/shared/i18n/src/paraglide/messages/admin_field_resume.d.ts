/**
* | output |
* | --- |
* | "Résumé" |
*
* @param {Admin_Field_ResumeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_resume: ((inputs?: Admin_Field_ResumeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_ResumeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_ResumeInputs = {};
