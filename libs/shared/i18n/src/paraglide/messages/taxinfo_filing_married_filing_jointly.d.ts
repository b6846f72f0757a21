/**
* | output |
* | --- |
* | "Married filing jointly" |
*
* @param {Taxinfo_Filing_Married_Filing_JointlyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_married_filing_jointly: ((inputs?: Taxinfo_Filing_Married_Filing_JointlyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Filing_Married_Filing_JointlyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Filing_Married_Filing_JointlyInputs = {};
