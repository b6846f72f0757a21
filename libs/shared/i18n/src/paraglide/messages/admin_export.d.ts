/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Admin_ExportInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_export: ((inputs?: Admin_ExportInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ExportInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ExportInputs = {};
