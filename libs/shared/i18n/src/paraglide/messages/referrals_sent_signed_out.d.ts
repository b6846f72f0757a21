/**
* | output |
* | --- |
* | "Thank you! Check your email: once you open the link in it, we invite your friend and add this referral to your dashboard." |
*
* @param {Referrals_Sent_Signed_OutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_sent_signed_out: ((inputs?: Referrals_Sent_Signed_OutInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Sent_Signed_OutInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Sent_Signed_OutInputs = {};
