/**
* | output |
* | --- |
* | "Your browser sent a request we could not read. Please reload the page and try again." |
*
* @param {Error_Api_Bad_RequestInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_bad_request: ((inputs?: Error_Api_Bad_RequestInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Bad_RequestInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Bad_RequestInputs = {};
