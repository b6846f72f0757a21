/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Auth_Field_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const auth_field_confirm_password: ((inputs?: Auth_Field_Confirm_PasswordInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Field_Confirm_PasswordInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Field_Confirm_PasswordInputs = {};
