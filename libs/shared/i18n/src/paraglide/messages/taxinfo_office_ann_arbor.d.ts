/**
* | output |
* | --- |
* | "Ann Arbor" |
*
* @param {Taxinfo_Office_Ann_ArborInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_ann_arbor: ((inputs?: Taxinfo_Office_Ann_ArborInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Office_Ann_ArborInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Office_Ann_ArborInputs = {};
