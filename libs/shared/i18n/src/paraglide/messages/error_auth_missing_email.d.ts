/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Error_Auth_Missing_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_missing_email: ((inputs?: Error_Auth_Missing_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Missing_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Missing_EmailInputs = {};
