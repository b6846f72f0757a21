/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Taxinfo_Done_Next_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_title: ((inputs?: Taxinfo_Done_Next_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_Next_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_Next_TitleInputs = {};
