/**
* | output |
* | --- |
* | "Please confirm your email address first: open the link in the email we sent you." |
*
* @param {Error_Auth_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_email_not_confirmed: ((inputs?: Error_Auth_Email_Not_ConfirmedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Email_Not_ConfirmedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Email_Not_ConfirmedInputs = {};
