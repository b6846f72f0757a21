/**
* | output |
* | --- |
* | "Know someone who needs their taxes done? Recommend us: your friend gets a special discount and you earn $20 - $50 per referral." |
*
* @param {Referrals_Send_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_send_lead: ((inputs?: Referrals_Send_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Send_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Send_LeadInputs = {};
