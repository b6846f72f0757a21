/**
* | output |
* | --- |
* | "To (Detroit time)" |
*
* @param {Admin_Closure_ToInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_to: ((inputs?: Admin_Closure_ToInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_ToInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_ToInputs = {};
