/**
* | output |
* | --- |
* | "Secure upload is not switched on yet: please bring your documents to your appointment, or wait for the secure upload link we send you." |
*
* @param {Taxinfo_Documents_LaterInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_documents_later: ((inputs?: Taxinfo_Documents_LaterInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Documents_LaterInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Documents_LaterInputs = {};
