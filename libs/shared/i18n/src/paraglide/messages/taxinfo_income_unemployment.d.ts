/**
* | output |
* | --- |
* | "Unemployment" |
*
* @param {Taxinfo_Income_UnemploymentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_unemployment: ((inputs?: Taxinfo_Income_UnemploymentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_UnemploymentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_UnemploymentInputs = {};
