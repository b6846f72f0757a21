/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Error_Auth_Refresh_Token_Already_UsedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_refresh_token_already_used: ((inputs?: Error_Auth_Refresh_Token_Already_UsedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Refresh_Token_Already_UsedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Refresh_Token_Already_UsedInputs = {};
