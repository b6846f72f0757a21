/**
* | output |
* | --- |
* | "Dearborn" |
*
* @param {Admin_Office_DearbornInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_office_dearborn: ((inputs?: Admin_Office_DearbornInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Office_DearbornInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Office_DearbornInputs = {};
