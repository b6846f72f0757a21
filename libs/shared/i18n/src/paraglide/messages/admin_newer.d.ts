/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Admin_NewerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_newer: ((inputs?: Admin_NewerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_NewerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_NewerInputs = {};
