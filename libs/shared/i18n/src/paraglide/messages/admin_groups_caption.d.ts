/**
* | output |
* | --- |
* | "Group registrations" |
*
* @param {Admin_Groups_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_groups_caption: ((inputs?: Admin_Groups_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_CaptionInputs = {};
