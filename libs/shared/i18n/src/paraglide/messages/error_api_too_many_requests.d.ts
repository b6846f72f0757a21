/**
* | output |
* | --- |
* | "Too many tries in a short time. Please wait a minute and try again." |
*
* @param {Error_Api_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_too_many_requests: ((inputs?: Error_Api_Too_Many_RequestsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Too_Many_RequestsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Too_Many_RequestsInputs = {};
