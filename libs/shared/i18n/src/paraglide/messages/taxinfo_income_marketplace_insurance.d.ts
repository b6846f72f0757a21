/**
* | output |
* | --- |
* | "Health insurance marketplace" |
*
* @param {Taxinfo_Income_Marketplace_InsuranceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_marketplace_insurance: ((inputs?: Taxinfo_Income_Marketplace_InsuranceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_Marketplace_InsuranceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_Marketplace_InsuranceInputs = {};
