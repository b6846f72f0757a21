/**
* | output |
* | --- |
* | "Tax intakes" |
*
* @param {Admin_Intakes_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_intakes_caption: ((inputs?: Admin_Intakes_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Intakes_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Intakes_CaptionInputs = {};
