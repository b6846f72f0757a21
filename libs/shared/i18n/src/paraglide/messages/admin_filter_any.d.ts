/**
* | output |
* | --- |
* | "Any" |
*
* @param {Admin_Filter_AnyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_any: ((inputs?: Admin_Filter_AnyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_AnyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_AnyInputs = {};
