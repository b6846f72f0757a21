/**
* | output |
* | --- |
* | "Ypsilanti" |
*
* @param {Admin_Office_YpsilantiInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_office_ypsilanti: ((inputs?: Admin_Office_YpsilantiInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Office_YpsilantiInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Office_YpsilantiInputs = {};
