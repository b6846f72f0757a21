/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Referrals_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_status_declined: ((inputs?: Referrals_Status_DeclinedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Status_DeclinedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Status_DeclinedInputs = {};
