/**
* | output |
* | --- |
* | "The end must be after the start." |
*
* @param {Admin_Closure_OrderInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_order: ((inputs?: Admin_Closure_OrderInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_OrderInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_OrderInputs = {};
