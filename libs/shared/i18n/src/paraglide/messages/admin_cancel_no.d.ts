/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Admin_Cancel_NoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_no: ((inputs?: Admin_Cancel_NoInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_NoInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_NoInputs = {};
