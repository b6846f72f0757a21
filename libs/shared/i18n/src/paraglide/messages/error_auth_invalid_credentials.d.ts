/**
* | output |
* | --- |
* | "The email address or password is wrong." |
*
* @param {Error_Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_invalid_credentials: ((inputs?: Error_Auth_Invalid_CredentialsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Invalid_CredentialsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Invalid_CredentialsInputs = {};
