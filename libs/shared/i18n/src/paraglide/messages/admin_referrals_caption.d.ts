/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Admin_Referrals_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referrals_caption: ((inputs?: Admin_Referrals_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referrals_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referrals_CaptionInputs = {};
