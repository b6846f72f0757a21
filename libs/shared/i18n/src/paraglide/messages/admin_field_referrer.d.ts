/**
* | output |
* | --- |
* | "Referrer" |
*
* @param {Admin_Field_ReferrerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_referrer: ((inputs?: Admin_Field_ReferrerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_ReferrerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_ReferrerInputs = {};
