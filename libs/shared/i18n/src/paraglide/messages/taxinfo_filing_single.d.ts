/**
* | output |
* | --- |
* | "Single" |
*
* @param {Taxinfo_Filing_SingleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_single: ((inputs?: Taxinfo_Filing_SingleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Filing_SingleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Filing_SingleInputs = {};
