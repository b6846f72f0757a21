/**
* | output |
* | --- |
* | "Created to" |
*
* @param {Admin_Filter_ToInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_to: ((inputs?: Admin_Filter_ToInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_ToInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_ToInputs = {};
