/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Taxschool_Submit_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_submit_busy: ((inputs?: Taxschool_Submit_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Submit_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Submit_BusyInputs = {};
