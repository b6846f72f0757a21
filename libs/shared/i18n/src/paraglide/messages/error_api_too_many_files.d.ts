/**
* | output |
* | --- |
* | "You added more files than one form can take." |
*
* @param {Error_Api_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_too_many_files: ((inputs?: Error_Api_Too_Many_FilesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Too_Many_FilesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Too_Many_FilesInputs = {};
