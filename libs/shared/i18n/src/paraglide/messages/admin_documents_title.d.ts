/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Admin_Documents_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_documents_title: ((inputs?: Admin_Documents_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Documents_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Documents_TitleInputs = {};
