/**
* | output |
* | --- |
* | "Filing status" |
*
* @param {Taxinfo_Step_FilingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_filing: ((inputs?: Taxinfo_Step_FilingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_FilingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_FilingInputs = {};
