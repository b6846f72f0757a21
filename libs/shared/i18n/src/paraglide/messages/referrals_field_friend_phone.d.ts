/**
* | output |
* | --- |
* | "Friend's phone (optional)" |
*
* @param {Referrals_Field_Friend_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_friend_phone: ((inputs?: Referrals_Field_Friend_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Field_Friend_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Field_Friend_PhoneInputs = {};
