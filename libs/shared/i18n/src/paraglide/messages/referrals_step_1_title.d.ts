/**
* | output |
* | --- |
* | "Tell us about your friend" |
*
* @param {Referrals_Step_1_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_1_title: ((inputs?: Referrals_Step_1_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Step_1_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Step_1_TitleInputs = {};
