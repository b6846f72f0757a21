/**
* | output |
* | --- |
* | "Paid at" |
*
* @param {Admin_Field_Paid_AtInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_paid_at: ((inputs?: Admin_Field_Paid_AtInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Paid_AtInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Paid_AtInputs = {};
