/**
* | output |
* | --- |
* | "Childcare" |
*
* @param {Taxinfo_Income_ChildcareInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_childcare: ((inputs?: Taxinfo_Income_ChildcareInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_ChildcareInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_ChildcareInputs = {};
