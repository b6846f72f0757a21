/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Admin_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_in_progress: ((inputs?: Admin_Status_In_ProgressInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_In_ProgressInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_In_ProgressInputs = {};
