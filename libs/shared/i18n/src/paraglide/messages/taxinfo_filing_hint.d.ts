/**
* | output |
* | --- |
* | "Not sure? Pick the closest one; your preparer will confirm it with you." |
*
* @param {Taxinfo_Filing_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_hint: ((inputs?: Taxinfo_Filing_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Filing_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Filing_HintInputs = {};
