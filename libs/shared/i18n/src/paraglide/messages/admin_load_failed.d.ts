/**
* | output |
* | --- |
* | "This could not be loaded. Please try again." |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed: ((inputs?: Admin_Load_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Load_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Load_FailedInputs = {};
