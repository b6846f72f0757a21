/**
* | output |
* | --- |
* | "Your email" |
*
* @param {Referrals_Field_Referrer_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_referrer_email: ((inputs?: Referrals_Field_Referrer_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Field_Referrer_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Field_Referrer_EmailInputs = {};
