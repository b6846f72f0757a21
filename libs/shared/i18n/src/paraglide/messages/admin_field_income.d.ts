/**
* | output |
* | --- |
* | "Income and deductions" |
*
* @param {Admin_Field_IncomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_income: ((inputs?: Admin_Field_IncomeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_IncomeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_IncomeInputs = {};
