/**
* | output |
* | --- |
* | "This area is for Huron Tax & Accounting staff only." |
*
* @param {Admin_RefusedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refused: ((inputs?: Admin_RefusedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_RefusedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_RefusedInputs = {};
