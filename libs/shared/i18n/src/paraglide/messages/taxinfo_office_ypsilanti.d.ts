/**
* | output |
* | --- |
* | "Ypsilanti" |
*
* @param {Taxinfo_Office_YpsilantiInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_ypsilanti: ((inputs?: Taxinfo_Office_YpsilantiInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Office_YpsilantiInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Office_YpsilantiInputs = {};
