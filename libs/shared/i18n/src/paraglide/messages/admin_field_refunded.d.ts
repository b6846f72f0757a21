/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Admin_Field_RefundedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_refunded: ((inputs?: Admin_Field_RefundedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_RefundedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_RefundedInputs = {};
