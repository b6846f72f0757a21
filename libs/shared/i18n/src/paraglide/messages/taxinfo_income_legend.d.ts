/**
* | output |
* | --- |
* | "Check everything that applied to you last year" |
*
* @param {Taxinfo_Income_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_legend: ((inputs?: Taxinfo_Income_LegendInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_LegendInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_LegendInputs = {};
