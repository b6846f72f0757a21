/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Referrals_Card_PendingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_card_pending: ((inputs?: Referrals_Card_PendingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Card_PendingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Card_PendingInputs = {};
