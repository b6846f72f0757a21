/**
* | output |
* | --- |
* | "This password is one of the most common passwords, so it is easy to guess. Please choose another." |
*
* @param {Error_Auth_Weak_Password_PwnedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_weak_password_pwned: ((inputs?: Error_Auth_Weak_Password_PwnedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Weak_Password_PwnedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Weak_Password_PwnedInputs = {};
