/**
* | output |
* | --- |
* | "Give a reason for declining." |
*
* @param {Admin_Referral_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reason_required: ((inputs?: Admin_Referral_Reason_RequiredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Reason_RequiredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Reason_RequiredInputs = {};
