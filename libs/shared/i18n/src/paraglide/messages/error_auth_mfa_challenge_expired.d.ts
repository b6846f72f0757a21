/**
* | output |
* | --- |
* | "That code request has expired. Please enter a new code." |
*
* @param {Error_Auth_Mfa_Challenge_ExpiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_challenge_expired: ((inputs?: Error_Auth_Mfa_Challenge_ExpiredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Mfa_Challenge_ExpiredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Mfa_Challenge_ExpiredInputs = {};
