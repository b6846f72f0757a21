/**
* | output |
* | --- |
* | "That confirmation code is not right or has expired. Please ask for a new one." |
*
* @param {Error_Auth_Reauthentication_Not_ValidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_reauthentication_not_valid: ((inputs?: Error_Auth_Reauthentication_Not_ValidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Reauthentication_Not_ValidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Reauthentication_Not_ValidInputs = {};
