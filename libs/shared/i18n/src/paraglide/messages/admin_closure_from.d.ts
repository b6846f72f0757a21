/**
* | output |
* | --- |
* | "From (Detroit time)" |
*
* @param {Admin_Closure_FromInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_from: ((inputs?: Admin_Closure_FromInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_FromInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_FromInputs = {};
