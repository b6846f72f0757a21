/**
* | output |
* | --- |
* | "Check your answers. Use the edit links to change anything before you submit." |
*
* @param {Taxinfo_Review_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_review_lead: ((inputs?: Taxinfo_Review_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Review_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Review_LeadInputs = {};
