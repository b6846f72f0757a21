/**
* | output |
* | --- |
* | "This link or code has expired or was already used. Please ask for a new one." |
*
* @param {Error_Auth_Otp_ExpiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_otp_expired: ((inputs?: Error_Auth_Otp_ExpiredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Otp_ExpiredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Otp_ExpiredInputs = {};
