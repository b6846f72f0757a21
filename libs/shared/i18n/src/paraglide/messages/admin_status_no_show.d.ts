/**
* | output |
* | --- |
* | "No show" |
*
* @param {Admin_Status_No_ShowInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_no_show: ((inputs?: Admin_Status_No_ShowInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_No_ShowInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_No_ShowInputs = {};
