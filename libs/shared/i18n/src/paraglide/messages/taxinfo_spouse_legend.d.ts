/**
* | output |
* | --- |
* | "Your spouse" |
*
* @param {Taxinfo_Spouse_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_spouse_legend: ((inputs?: Taxinfo_Spouse_LegendInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Spouse_LegendInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Spouse_LegendInputs = {};
