/**
* | output |
* | --- |
* | "Reward in dollars" |
*
* @param {Admin_Referral_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward: ((inputs?: Admin_Referral_RewardInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_RewardInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_RewardInputs = {};
