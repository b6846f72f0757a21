/**
* | output |
* | --- |
* | "The export failed. Please try again." |
*
* @param {Admin_Export_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_export_failed: ((inputs?: Admin_Export_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Export_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Export_FailedInputs = {};
