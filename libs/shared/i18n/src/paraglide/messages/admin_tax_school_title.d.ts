/**
* | output |
* | --- |
* | "Tax school" |
*
* @param {Admin_Tax_School_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_tax_school_title: ((inputs?: Admin_Tax_School_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_School_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_School_TitleInputs = {};
