/**
* | output |
* | --- |
* | "Eight short steps, about ten minutes. What you type stays in this tab until you submit, even if you reload the page." |
*
* @param {Taxinfo_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_lead: ((inputs?: Taxinfo_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_LeadInputs = {};
