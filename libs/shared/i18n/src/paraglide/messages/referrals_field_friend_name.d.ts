/**
* | output |
* | --- |
* | "Friend's name" |
*
* @param {Referrals_Field_Friend_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_friend_name: ((inputs?: Referrals_Field_Friend_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Field_Friend_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Field_Friend_NameInputs = {};
