/**
* | output |
* | --- |
* | "Fill in the form below with your details and your friend's name, email and phone." |
*
* @param {Referrals_Step_1_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_1_text: ((inputs?: Referrals_Step_1_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Step_1_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Step_1_TextInputs = {};
