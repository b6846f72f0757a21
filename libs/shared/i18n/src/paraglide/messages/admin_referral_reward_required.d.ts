/**
* | output |
* | --- |
* | "Enter the reward in dollars, like 35.00." |
*
* @param {Admin_Referral_Reward_RequiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward_required: ((inputs?: Admin_Referral_Reward_RequiredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Reward_RequiredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Reward_RequiredInputs = {};
