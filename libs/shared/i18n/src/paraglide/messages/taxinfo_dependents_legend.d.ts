/**
* | output |
* | --- |
* | "Dependents" |
*
* @param {Taxinfo_Dependents_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_dependents_legend: ((inputs?: Taxinfo_Dependents_LegendInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Dependents_LegendInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Dependents_LegendInputs = {};
