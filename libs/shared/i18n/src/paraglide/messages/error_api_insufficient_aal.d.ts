/**
* | output |
* | --- |
* | "Please confirm it is you with your authenticator app first." |
*
* @param {Error_Api_Insufficient_AalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_insufficient_aal: ((inputs?: Error_Api_Insufficient_AalInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Insufficient_AalInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Insufficient_AalInputs = {};
