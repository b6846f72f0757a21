/**
* | output |
* | --- |
* | "Quick Apply" |
*
* @param {Careers_Quick_ApplyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_quick_apply: ((inputs?: Careers_Quick_ApplyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Quick_ApplyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Quick_ApplyInputs = {};
