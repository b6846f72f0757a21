/**
* | output |
* | --- |
* | "We email you a confirmation with your reference number." |
*
* @param {Taxinfo_Done_Next_1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_1: ((inputs?: Taxinfo_Done_Next_1Inputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_Next_1Inputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_Next_1Inputs = {};
