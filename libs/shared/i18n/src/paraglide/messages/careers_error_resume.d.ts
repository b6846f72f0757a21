/**
* | output |
* | --- |
* | "Attach your résumé: a PDF, DOC or DOCX file." |
*
* @param {Careers_Error_ResumeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_resume: ((inputs?: Careers_Error_ResumeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Error_ResumeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Error_ResumeInputs = {};
