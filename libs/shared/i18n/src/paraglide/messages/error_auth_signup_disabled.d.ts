/**
* | output |
* | --- |
* | "New accounts cannot be created at the moment. Please call us." |
*
* @param {Error_Auth_Signup_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_signup_disabled: ((inputs?: Error_Auth_Signup_DisabledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Signup_DisabledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Signup_DisabledInputs = {};
