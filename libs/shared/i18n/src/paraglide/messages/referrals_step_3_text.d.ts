/**
* | output |
* | --- |
* | "Once their return is complete, you receive $20 - $50 in cash. Follow every referral on your dashboard." |
*
* @param {Referrals_Step_3_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_3_text: ((inputs?: Referrals_Step_3_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Step_3_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Step_3_TextInputs = {};
