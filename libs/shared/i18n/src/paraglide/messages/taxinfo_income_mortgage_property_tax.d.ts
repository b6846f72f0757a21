/**
* | output |
* | --- |
* | "Mortgage interest and property tax" |
*
* @param {Taxinfo_Income_Mortgage_Property_TaxInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_mortgage_property_tax: ((inputs?: Taxinfo_Income_Mortgage_Property_TaxInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_Mortgage_Property_TaxInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_Mortgage_Property_TaxInputs = {};
