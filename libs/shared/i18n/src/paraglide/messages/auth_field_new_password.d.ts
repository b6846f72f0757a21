/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_Field_New_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const auth_field_new_password: ((inputs?: Auth_Field_New_PasswordInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Field_New_PasswordInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Field_New_PasswordInputs = {};
