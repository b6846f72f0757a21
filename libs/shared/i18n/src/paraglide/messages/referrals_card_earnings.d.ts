/**
* | output |
* | --- |
* | "Total Earnings" |
*
* @param {Referrals_Card_EarningsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_card_earnings: ((inputs?: Referrals_Card_EarningsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Card_EarningsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Card_EarningsInputs = {};
