/**
* | output |
* | --- |
* | "A PDF, DOC or DOCX file, up to 15 MB." |
*
* @param {Careers_Field_Resume_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_field_resume_hint: ((inputs?: Careers_Field_Resume_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Field_Resume_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Field_Resume_HintInputs = {};
