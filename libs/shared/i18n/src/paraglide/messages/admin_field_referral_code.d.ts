/**
* | output |
* | --- |
* | "Referral code" |
*
* @param {Admin_Field_Referral_CodeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_referral_code: ((inputs?: Admin_Field_Referral_CodeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Referral_CodeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Referral_CodeInputs = {};
