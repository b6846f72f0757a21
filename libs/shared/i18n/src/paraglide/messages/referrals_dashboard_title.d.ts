/**
* | output |
* | --- |
* | "Referral Dashboard" |
*
* @param {Referrals_Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_dashboard_title: ((inputs?: Referrals_Dashboard_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Dashboard_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Dashboard_TitleInputs = {};
