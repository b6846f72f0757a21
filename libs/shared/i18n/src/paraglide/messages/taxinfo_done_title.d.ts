/**
* | output |
* | --- |
* | "Thank you, we have your information" |
*
* @param {Taxinfo_Done_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_title: ((inputs?: Taxinfo_Done_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_TitleInputs = {};
