/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Careers_Submit_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_submit_busy: ((inputs?: Careers_Submit_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Submit_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Submit_BusyInputs = {};
