/**
* | output |
* | --- |
* | "No referrals yet. Refer a friend with New Referral." |
*
* @param {Referrals_EmptyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_empty: ((inputs?: Referrals_EmptyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_EmptyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_EmptyInputs = {};
