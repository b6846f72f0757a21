/**
* | output |
* | --- |
* | "Documents uploaded: {count}" |
*
* @param {Taxinfo_Review_DocumentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_review_documents: ((inputs: Taxinfo_Review_DocumentsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Review_DocumentsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Review_DocumentsInputs = {
    count: NonNullable<unknown>;
};
