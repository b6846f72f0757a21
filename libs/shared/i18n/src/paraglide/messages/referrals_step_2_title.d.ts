/**
* | output |
* | --- |
* | "Your friend files with us" |
*
* @param {Referrals_Step_2_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_2_title: ((inputs?: Referrals_Step_2_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Step_2_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Step_2_TitleInputs = {};
