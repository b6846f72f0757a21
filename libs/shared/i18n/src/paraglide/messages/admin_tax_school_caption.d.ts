/**
* | output |
* | --- |
* | "Tax school registrations" |
*
* @param {Admin_Tax_School_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_tax_school_caption: ((inputs?: Admin_Tax_School_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_School_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_School_CaptionInputs = {};
