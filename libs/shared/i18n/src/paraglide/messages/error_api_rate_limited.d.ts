/**
* | output |
* | --- |
* | "Too many tries in a short time. Please wait a minute and try again." |
*
* @param {Error_Api_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_rate_limited: ((inputs?: Error_Api_Rate_LimitedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Rate_LimitedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Rate_LimitedInputs = {};
