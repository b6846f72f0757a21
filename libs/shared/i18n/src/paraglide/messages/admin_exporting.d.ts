/**
* | output |
* | --- |
* | "Exporting..." |
*
* @param {Admin_ExportingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_exporting: ((inputs?: Admin_ExportingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ExportingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ExportingInputs = {};
