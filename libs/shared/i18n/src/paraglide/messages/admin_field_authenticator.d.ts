/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Admin_Field_AuthenticatorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_authenticator: ((inputs?: Admin_Field_AuthenticatorInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_AuthenticatorInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_AuthenticatorInputs = {};
