/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Error_Auth_Refresh_Token_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_refresh_token_not_found: ((inputs?: Error_Auth_Refresh_Token_Not_FoundInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Refresh_Token_Not_FoundInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Refresh_Token_Not_FoundInputs = {};
