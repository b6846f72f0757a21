/**
* | output |
* | --- |
* | "A preparer from your chosen office reviews your information within one business day." |
*
* @param {Taxinfo_Done_Next_2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_2: ((inputs?: Taxinfo_Done_Next_2Inputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_Next_2Inputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_Next_2Inputs = {};
