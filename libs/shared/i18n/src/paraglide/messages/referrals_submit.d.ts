/**
* | output |
* | --- |
* | "Send Referral" |
*
* @param {Referrals_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_submit: ((inputs?: Referrals_SubmitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_SubmitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_SubmitInputs = {};
