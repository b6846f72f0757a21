/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Admin_Field_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_reward: ((inputs?: Admin_Field_RewardInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_RewardInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_RewardInputs = {};
