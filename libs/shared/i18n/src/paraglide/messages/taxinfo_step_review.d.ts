/**
* | output |
* | --- |
* | "Review and submit" |
*
* @param {Taxinfo_Step_ReviewInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_review: ((inputs?: Taxinfo_Step_ReviewInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_ReviewInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_ReviewInputs = {};
