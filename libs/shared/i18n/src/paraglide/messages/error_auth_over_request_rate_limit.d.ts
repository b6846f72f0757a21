/**
* | output |
* | --- |
* | "Too many tries in a short time. Please wait a minute and try again." |
*
* @param {Error_Auth_Over_Request_Rate_LimitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_over_request_rate_limit: ((inputs?: Error_Auth_Over_Request_Rate_LimitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Over_Request_Rate_LimitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Over_Request_Rate_LimitInputs = {};
