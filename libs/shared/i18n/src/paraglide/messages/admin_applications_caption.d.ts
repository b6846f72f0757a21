/**
* | output |
* | --- |
* | "Job applications" |
*
* @param {Admin_Applications_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_applications_caption: ((inputs?: Admin_Applications_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Applications_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Applications_CaptionInputs = {};
