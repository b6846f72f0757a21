/**
* | output |
* | --- |
* | "Job applications" |
*
* @param {Admin_Applications_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_applications_title: ((inputs?: Admin_Applications_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Applications_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Applications_TitleInputs = {};
