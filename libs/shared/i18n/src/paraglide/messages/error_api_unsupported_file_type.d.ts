/**
* | output |
* | --- |
* | "This type of file cannot be uploaded here." |
*
* @param {Error_Api_Unsupported_File_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unsupported_file_type: ((inputs?: Error_Api_Unsupported_File_TypeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Unsupported_File_TypeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Unsupported_File_TypeInputs = {};
