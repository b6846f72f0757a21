/**
* | output |
* | --- |
* | "Your session is no longer valid. Please sign in again." |
*
* @param {Error_Auth_Bad_JwtInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_bad_jwt: ((inputs?: Error_Auth_Bad_JwtInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Bad_JwtInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Bad_JwtInputs = {};
