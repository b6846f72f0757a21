/**
* | output |
* | --- |
* | "Verification code" |
*
* @param {Auth_Field_Verification_CodeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const auth_field_verification_code: ((inputs?: Auth_Field_Verification_CodeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Field_Verification_CodeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Field_Verification_CodeInputs = {};
