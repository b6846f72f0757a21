/**
* | output |
* | --- |
* | "No dependents added. Add children or relatives you support, or continue if there are none." |
*
* @param {Taxinfo_Dependents_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_dependents_none: ((inputs?: Taxinfo_Dependents_NoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Dependents_NoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Dependents_NoneInputs = {};
