/**
* | output |
* | --- |
* | "Ann Arbor" |
*
* @param {Admin_Office_Ann_ArborInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_office_ann_arbor: ((inputs?: Admin_Office_Ann_ArborInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Office_Ann_ArborInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Office_Ann_ArborInputs = {};
