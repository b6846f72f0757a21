/**
* | output |
* | --- |
* | "We could not find this. The link may be wrong or out of date." |
*
* @param {Error_Api_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_not_found: ((inputs?: Error_Api_Not_FoundInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Not_FoundInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Not_FoundInputs = {};
