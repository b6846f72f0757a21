/**
* | output |
* | --- |
* | "The link could not be made. Please try again." |
*
* @param {Admin_Document_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_failed: ((inputs?: Admin_Document_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Document_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Document_FailedInputs = {};
