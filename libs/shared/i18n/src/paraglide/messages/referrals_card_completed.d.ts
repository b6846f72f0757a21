/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Referrals_Card_CompletedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_card_completed: ((inputs?: Referrals_Card_CompletedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Card_CompletedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Card_CompletedInputs = {};
