/**
* | output |
* | --- |
* | "Thank you! Your referral is on your dashboard." |
*
* @param {Referrals_Sent_Signed_InInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_sent_signed_in: ((inputs?: Referrals_Sent_Signed_InInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Sent_Signed_InInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Sent_Signed_InInputs = {};
