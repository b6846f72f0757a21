/**
* | output |
* | --- |
* | "Closure removed" |
*
* @param {Admin_Closure_RemovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_removed: ((inputs?: Admin_Closure_RemovedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_RemovedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_RemovedInputs = {};
