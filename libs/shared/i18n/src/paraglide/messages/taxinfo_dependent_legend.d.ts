/**
* | output |
* | --- |
* | "Dependent {number}" |
*
* @param {Taxinfo_Dependent_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_dependent_legend: ((inputs: Taxinfo_Dependent_LegendInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Dependent_LegendInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Dependent_LegendInputs = {
    number: NonNullable<unknown>;
};
