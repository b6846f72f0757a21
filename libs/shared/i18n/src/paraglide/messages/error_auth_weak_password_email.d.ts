/**
* | output |
* | --- |
* | "This password contains the first part of your email address, which makes it easy to guess. Please choose another." |
*
* @param {Error_Auth_Weak_Password_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_weak_password_email: ((inputs?: Error_Auth_Weak_Password_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Weak_Password_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Weak_Password_EmailInputs = {};
