/**
* | output |
* | --- |
* | "Affiliate" |
*
* @param {Admin_Field_AffiliateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_affiliate: ((inputs?: Admin_Field_AffiliateInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_AffiliateInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_AffiliateInputs = {};
