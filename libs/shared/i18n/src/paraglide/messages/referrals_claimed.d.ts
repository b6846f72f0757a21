/**
* | output |
* | --- |
* | "{count} referral(s) added to your dashboard." |
*
* @param {Referrals_ClaimedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_claimed: ((inputs: Referrals_ClaimedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_ClaimedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_ClaimedInputs = {
    count: NonNullable<unknown>;
};
