/**
* | output |
* | --- |
* | "Download {name}" |
*
* @param {Admin_Document_DownloadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_download: ((inputs: Admin_Document_DownloadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Document_DownloadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Document_DownloadInputs = {
    name: NonNullable<unknown>;
};
