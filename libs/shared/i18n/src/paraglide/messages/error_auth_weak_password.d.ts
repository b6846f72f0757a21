/**
* | output |
* | --- |
* | "This password is too easy to guess. Please choose a longer or less common one." |
*
* @param {Error_Auth_Weak_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_weak_password: ((inputs?: Error_Auth_Weak_PasswordInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Weak_PasswordInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Weak_PasswordInputs = {};
