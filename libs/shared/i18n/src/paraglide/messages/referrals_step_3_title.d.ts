/**
* | output |
* | --- |
* | "You get paid" |
*
* @param {Referrals_Step_3_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_3_title: ((inputs?: Referrals_Step_3_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Step_3_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Step_3_TitleInputs = {};
