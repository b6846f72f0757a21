/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Referrals_Status_PaidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_status_paid: ((inputs?: Referrals_Status_PaidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Status_PaidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Status_PaidInputs = {};
