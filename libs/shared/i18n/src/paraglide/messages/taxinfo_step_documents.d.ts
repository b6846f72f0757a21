/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Taxinfo_Step_DocumentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_documents: ((inputs?: Taxinfo_Step_DocumentsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_DocumentsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_DocumentsInputs = {};
