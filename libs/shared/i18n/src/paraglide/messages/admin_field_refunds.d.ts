/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Admin_Field_RefundsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_refunds: ((inputs?: Admin_Field_RefundsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_RefundsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_RefundsInputs = {};
