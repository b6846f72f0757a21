/**
* | output |
* | --- |
* | "Please enter the code from your authenticator app first." |
*
* @param {Error_Auth_Insufficient_AalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_insufficient_aal: ((inputs?: Error_Auth_Insufficient_AalInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Insufficient_AalInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Insufficient_AalInputs = {};
