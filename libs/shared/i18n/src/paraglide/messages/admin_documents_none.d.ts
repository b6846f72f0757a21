/**
* | output |
* | --- |
* | "No documents were uploaded." |
*
* @param {Admin_Documents_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_documents_none: ((inputs?: Admin_Documents_NoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Documents_NoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Documents_NoneInputs = {};
