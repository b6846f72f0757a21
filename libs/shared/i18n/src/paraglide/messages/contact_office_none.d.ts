/**
* | output |
* | --- |
* | "No preference" |
*
* @param {Contact_Office_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_office_none: ((inputs?: Contact_Office_NoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Office_NoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Office_NoneInputs = {};
