/**
* | output |
* | --- |
* | "Your referrals, their status and what you have earned." |
*
* @param {Referrals_Dashboard_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_dashboard_meta_description: ((inputs?: Referrals_Dashboard_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Dashboard_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Dashboard_Meta_DescriptionInputs = {};
