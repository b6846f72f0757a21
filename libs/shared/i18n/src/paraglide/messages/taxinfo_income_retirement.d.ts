/**
* | output |
* | --- |
* | "Retirement income" |
*
* @param {Taxinfo_Income_RetirementInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_retirement: ((inputs?: Taxinfo_Income_RetirementInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_RetirementInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_RetirementInputs = {};
