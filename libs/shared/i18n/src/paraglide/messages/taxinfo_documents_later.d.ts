/**
* | output |
* | --- |
* | "Documents are encrypted before they are stored, and only our staff can open them. You can also bring them to your appointment instead." |
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
