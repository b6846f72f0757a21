/**
* | output |
* | --- |
* | "Please choose a file to upload." |
*
* @param {Error_Api_File_MissingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_file_missing: ((inputs?: Error_Api_File_MissingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_File_MissingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_File_MissingInputs = {};
