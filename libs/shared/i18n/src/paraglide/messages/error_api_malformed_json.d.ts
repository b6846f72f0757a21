/**
* | output |
* | --- |
* | "Your browser sent a request we could not read. Please reload the page and try again." |
*
* @param {Error_Api_Malformed_JsonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_malformed_json: ((inputs?: Error_Api_Malformed_JsonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Malformed_JsonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Malformed_JsonInputs = {};
