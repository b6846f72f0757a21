/**
* | output |
* | --- |
* | "Send this link to friends: when they contact us, book or submit their information within 60 days, the referral is yours." |
*
* @param {Referrals_Share_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_share_text: ((inputs?: Referrals_Share_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Share_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Share_TextInputs = {};
