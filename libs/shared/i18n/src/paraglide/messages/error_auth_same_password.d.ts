/**
* | output |
* | --- |
* | "Your new password must be different from your current one." |
*
* @param {Error_Auth_Same_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_same_password: ((inputs?: Error_Auth_Same_PasswordInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Same_PasswordInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Same_PasswordInputs = {};
