/**
* | output |
* | --- |
* | "For example 35.00." |
*
* @param {Admin_Referral_Reward_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward_hint: ((inputs?: Admin_Referral_Reward_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Reward_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Reward_HintInputs = {};
