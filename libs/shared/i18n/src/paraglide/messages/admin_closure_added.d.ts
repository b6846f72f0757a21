/**
* | output |
* | --- |
* | "Closure added" |
*
* @param {Admin_Closure_AddedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_added: ((inputs?: Admin_Closure_AddedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_AddedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_AddedInputs = {};
