/**
* | output |
* | --- |
* | "Your browser sent a request we could not read. Please reload the page and try again." |
*
* @param {Error_Auth_Bad_JsonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_bad_json: ((inputs?: Error_Auth_Bad_JsonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Bad_JsonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Bad_JsonInputs = {};
