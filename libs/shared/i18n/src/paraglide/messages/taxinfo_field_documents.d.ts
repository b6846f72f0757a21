/**
* | output |
* | --- |
* | "Your documents (optional)" |
*
* @param {Taxinfo_Field_DocumentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_documents: ((inputs?: Taxinfo_Field_DocumentsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_DocumentsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_DocumentsInputs = {};
