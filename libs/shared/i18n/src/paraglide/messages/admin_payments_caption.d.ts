/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Admin_Payments_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_payments_caption: ((inputs?: Admin_Payments_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payments_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payments_CaptionInputs = {};
