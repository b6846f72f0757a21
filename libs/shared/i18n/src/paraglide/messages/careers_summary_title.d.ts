/**
* | output |
* | --- |
* | "Open positions" |
*
* @param {Careers_Summary_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_summary_title: ((inputs?: Careers_Summary_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Summary_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Summary_TitleInputs = {};
