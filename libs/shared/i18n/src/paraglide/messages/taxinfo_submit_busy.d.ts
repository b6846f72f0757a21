/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Taxinfo_Submit_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_submit_busy: ((inputs?: Taxinfo_Submit_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Submit_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Submit_BusyInputs = {};
