/**
* | output |
* | --- |
* | "Name or email" |
*
* @param {Admin_Filter_SearchInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_search: ((inputs?: Admin_Filter_SearchInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_SearchInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_SearchInputs = {};
