/**
* | output |
* | --- |
* | "We send your friend one invitation with their special discount, and they file their return with us." |
*
* @param {Referrals_Step_2_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_2_text: ((inputs?: Referrals_Step_2_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Step_2_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Step_2_TextInputs = {};
