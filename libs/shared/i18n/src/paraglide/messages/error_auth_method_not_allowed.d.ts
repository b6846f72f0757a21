/**
* | output |
* | --- |
* | "This action is not available here. Please reload the page and try again." |
*
* @param {Error_Auth_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_method_not_allowed: ((inputs?: Error_Auth_Method_Not_AllowedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Method_Not_AllowedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Method_Not_AllowedInputs = {};
