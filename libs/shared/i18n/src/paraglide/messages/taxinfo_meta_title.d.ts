/**
* | output |
* | --- |
* | "Submit Your Tax Information" |
*
* @param {Taxinfo_Meta_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_meta_title: ((inputs?: Taxinfo_Meta_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Meta_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Meta_TitleInputs = {};
