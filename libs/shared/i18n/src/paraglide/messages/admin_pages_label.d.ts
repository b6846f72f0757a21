/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Admin_Pages_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_pages_label: ((inputs?: Admin_Pages_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pages_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pages_LabelInputs = {};
