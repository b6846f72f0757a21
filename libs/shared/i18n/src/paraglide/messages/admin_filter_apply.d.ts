/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Admin_Filter_ApplyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_apply: ((inputs?: Admin_Filter_ApplyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_ApplyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_ApplyInputs = {};
