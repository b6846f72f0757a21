/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Admin_Payments_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_payments_title: ((inputs?: Admin_Payments_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payments_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payments_TitleInputs = {};
