/**
* | output |
* | --- |
* | "Résumé" |
*
* @param {Careers_Field_ResumeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_field_resume: ((inputs?: Careers_Field_ResumeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Field_ResumeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Field_ResumeInputs = {};
