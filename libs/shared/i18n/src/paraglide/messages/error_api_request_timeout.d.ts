/**
* | output |
* | --- |
* | "The request took too long to arrive. Check your connection and try again." |
*
* @param {Error_Api_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_request_timeout: ((inputs?: Error_Api_Request_TimeoutInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Request_TimeoutInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Request_TimeoutInputs = {};
