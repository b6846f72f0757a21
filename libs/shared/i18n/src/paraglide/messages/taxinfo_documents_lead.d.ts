/**
* | output |
* | --- |
* | "Upload your W-2s, 1099s, last year's return and other forms here (PDF, JPEG, PNG, HEIC, DOC or DOCX), or bring them to your appointment." |
*
* @param {Taxinfo_Documents_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_documents_lead: ((inputs?: Taxinfo_Documents_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Documents_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Documents_LeadInputs = {};
