/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Admin_Closure_ReasonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_reason: ((inputs?: Admin_Closure_ReasonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_ReasonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_ReasonInputs = {};
