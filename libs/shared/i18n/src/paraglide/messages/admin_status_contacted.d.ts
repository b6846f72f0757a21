/**
* | output |
* | --- |
* | "Contacted" |
*
* @param {Admin_Status_ContactedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_contacted: ((inputs?: Admin_Status_ContactedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_ContactedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_ContactedInputs = {};
