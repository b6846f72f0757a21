/**
* | output |
* | --- |
* | "Tax intakes" |
*
* @param {Admin_Intakes_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_intakes_title: ((inputs?: Admin_Intakes_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Intakes_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Intakes_TitleInputs = {};
