/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Error_Label_DocumentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_documents: ((inputs?: Error_Label_DocumentsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Label_DocumentsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Label_DocumentsInputs = {};
