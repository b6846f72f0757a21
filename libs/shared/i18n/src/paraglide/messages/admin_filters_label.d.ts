/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Admin_Filters_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filters_label: ((inputs?: Admin_Filters_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filters_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filters_LabelInputs = {};
