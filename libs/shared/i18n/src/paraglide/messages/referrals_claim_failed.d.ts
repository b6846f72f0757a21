/**
* | output |
* | --- |
* | "This confirmation link is not valid for this account: sign in with the email address it was sent to." |
*
* @param {Referrals_Claim_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_claim_failed: ((inputs?: Referrals_Claim_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Claim_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Claim_FailedInputs = {};
