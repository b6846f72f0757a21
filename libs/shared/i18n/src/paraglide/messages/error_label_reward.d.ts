/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Error_Label_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_reward: ((inputs?: Error_Label_RewardInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Label_RewardInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Label_RewardInputs = {};
