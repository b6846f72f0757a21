/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Admin_Filter_ClearInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_clear: ((inputs?: Admin_Filter_ClearInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_ClearInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_ClearInputs = {};
