/**
* | output |
* | --- |
* | "This authenticator app is no longer set up for your account." |
*
* @param {Error_Auth_Mfa_Factor_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_factor_not_found: ((inputs?: Error_Auth_Mfa_Factor_Not_FoundInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Mfa_Factor_Not_FoundInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Mfa_Factor_Not_FoundInputs = {};
