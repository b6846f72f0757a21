/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_Field_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const auth_field_password: ((inputs?: Auth_Field_PasswordInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Field_PasswordInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Field_PasswordInputs = {};
