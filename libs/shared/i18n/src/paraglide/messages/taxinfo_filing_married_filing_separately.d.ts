/**
* | output |
* | --- |
* | "Married filing separately" |
*
* @param {Taxinfo_Filing_Married_Filing_SeparatelyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_married_filing_separately: ((inputs?: Taxinfo_Filing_Married_Filing_SeparatelyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Filing_Married_Filing_SeparatelyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Filing_Married_Filing_SeparatelyInputs = {};
