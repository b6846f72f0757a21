/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Referrals_Col_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_col_reward: ((inputs?: Referrals_Col_RewardInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Col_RewardInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Col_RewardInputs = {};
