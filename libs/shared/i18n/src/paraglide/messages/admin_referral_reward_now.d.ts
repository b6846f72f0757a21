/**
* | output |
* | --- |
* | "Reward: {amount}" |
*
* @param {Admin_Referral_Reward_NowInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward_now: ((inputs: Admin_Referral_Reward_NowInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Reward_NowInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Reward_NowInputs = {
    amount: NonNullable<unknown>;
};
