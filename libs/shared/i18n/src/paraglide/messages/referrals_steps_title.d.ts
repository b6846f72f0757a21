/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Referrals_Steps_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_steps_title: ((inputs?: Referrals_Steps_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Steps_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Steps_TitleInputs = {};
