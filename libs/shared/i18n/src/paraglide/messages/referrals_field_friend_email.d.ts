/**
* | output |
* | --- |
* | "Friend's email" |
*
* @param {Referrals_Field_Friend_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_friend_email: ((inputs?: Referrals_Field_Friend_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Field_Friend_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Field_Friend_EmailInputs = {};
