/**
* | output |
* | --- |
* | "Submit My Information" |
*
* @param {Taxinfo_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_submit: ((inputs?: Taxinfo_SubmitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_SubmitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_SubmitInputs = {};
