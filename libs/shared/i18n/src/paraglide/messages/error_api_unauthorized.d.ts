/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Error_Api_UnauthorizedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unauthorized: ((inputs?: Error_Api_UnauthorizedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_UnauthorizedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_UnauthorizedInputs = {};
