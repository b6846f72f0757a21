/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Error_Auth_No_AuthorizationInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_no_authorization: ((inputs?: Error_Auth_No_AuthorizationInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_No_AuthorizationInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_No_AuthorizationInputs = {};
