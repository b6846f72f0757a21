/**
* | output |
* | --- |
* | "Income and deductions" |
*
* @param {Taxinfo_Step_IncomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_income: ((inputs?: Taxinfo_Step_IncomeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_IncomeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_IncomeInputs = {};
