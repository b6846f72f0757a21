/**
* | output |
* | --- |
* | "Total Referrals" |
*
* @param {Referrals_Card_TotalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_card_total: ((inputs?: Referrals_Card_TotalInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Card_TotalInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Card_TotalInputs = {};
