/**
* | output |
* | --- |
* | "Your account cannot do this." |
*
* @param {Error_Auth_Not_AdminInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_not_admin: ((inputs?: Error_Auth_Not_AdminInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Not_AdminInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Not_AdminInputs = {};
