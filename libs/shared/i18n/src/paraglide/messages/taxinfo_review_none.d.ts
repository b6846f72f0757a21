/**
* | output |
* | --- |
* | "None" |
*
* @param {Taxinfo_Review_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_review_none: ((inputs?: Taxinfo_Review_NoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Review_NoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Review_NoneInputs = {};
