/**
* | output |
* | --- |
* | "Reason for declining" |
*
* @param {Admin_Referral_ReasonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reason: ((inputs?: Admin_Referral_ReasonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_ReasonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_ReasonInputs = {};
