/**
* | output |
* | --- |
* | "Current and future office closures" |
*
* @param {Admin_Closures_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closures_caption: ((inputs?: Admin_Closures_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closures_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closures_CaptionInputs = {};
