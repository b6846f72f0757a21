/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Admin_Closure_RemoveInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_remove: ((inputs?: Admin_Closure_RemoveInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_RemoveInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_RemoveInputs = {};
