/**
* | output |
* | --- |
* | "Our service is briefly unavailable. Please try again in a minute." |
*
* @param {Error_Api_Service_UnavailableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_service_unavailable: ((inputs?: Error_Api_Service_UnavailableInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Service_UnavailableInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Service_UnavailableInputs = {};
