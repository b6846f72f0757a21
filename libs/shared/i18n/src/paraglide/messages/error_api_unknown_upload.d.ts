/**
* | output |
* | --- |
* | "A file you added has expired. Please remove it and add it again." |
*
* @param {Error_Api_Unknown_UploadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unknown_upload: ((inputs?: Error_Api_Unknown_UploadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Unknown_UploadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Unknown_UploadInputs = {};
