/**
* | output |
* | --- |
* | "Contacted" |
*
* @param {Referrals_Status_ContactedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_status_contacted: ((inputs?: Referrals_Status_ContactedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Status_ContactedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Status_ContactedInputs = {};
