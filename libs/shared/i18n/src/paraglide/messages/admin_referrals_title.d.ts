/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Admin_Referrals_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referrals_title: ((inputs?: Admin_Referrals_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referrals_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referrals_TitleInputs = {};
