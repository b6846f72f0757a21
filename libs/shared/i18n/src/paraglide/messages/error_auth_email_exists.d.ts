/**
* | output |
* | --- |
* | "An account with this email address already exists. Sign in, or reset your password." |
*
* @param {Error_Auth_Email_ExistsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_email_exists: ((inputs?: Error_Auth_Email_ExistsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Email_ExistsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Email_ExistsInputs = {};
