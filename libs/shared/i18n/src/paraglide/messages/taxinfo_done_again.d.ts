/**
* | output |
* | --- |
* | "Submit information for someone else" |
*
* @param {Taxinfo_Done_AgainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_again: ((inputs?: Taxinfo_Done_AgainInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_AgainInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_AgainInputs = {};
