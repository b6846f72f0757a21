/**
* | output |
* | --- |
* | "W-2 wages" |
*
* @param {Taxinfo_Income_W2_WagesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_w2_wages: ((inputs?: Taxinfo_Income_W2_WagesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_W2_WagesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_W2_WagesInputs = {};
