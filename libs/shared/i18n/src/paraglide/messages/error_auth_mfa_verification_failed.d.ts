/**
* | output |
* | --- |
* | "That code is not right. Enter the 6-digit code your authenticator app shows now." |
*
* @param {Error_Auth_Mfa_Verification_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_verification_failed: ((inputs?: Error_Auth_Mfa_Verification_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Mfa_Verification_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Mfa_Verification_FailedInputs = {};
