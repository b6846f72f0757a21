/**
* | output |
* | --- |
* | "Dearborn" |
*
* @param {Taxinfo_Office_DearbornInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_dearborn: ((inputs?: Taxinfo_Office_DearbornInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Office_DearbornInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Office_DearbornInputs = {};
