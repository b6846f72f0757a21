/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Referrals_Field_Referrer_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_referrer_name: ((inputs?: Referrals_Field_Referrer_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Field_Referrer_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Field_Referrer_NameInputs = {};
