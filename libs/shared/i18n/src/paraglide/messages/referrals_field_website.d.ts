/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Referrals_Field_WebsiteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_website: ((inputs?: Referrals_Field_WebsiteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Field_WebsiteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Field_WebsiteInputs = {};
