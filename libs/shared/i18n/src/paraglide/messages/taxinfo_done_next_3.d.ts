/**
* | output |
* | --- |
* | "We contact you the way you asked to set up your appointment and collect anything missing." |
*
* @param {Taxinfo_Done_Next_3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_3: ((inputs?: Taxinfo_Done_Next_3Inputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_Next_3Inputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_Next_3Inputs = {};
