/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Admin_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_confirmed: ((inputs?: Admin_Status_ConfirmedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_ConfirmedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_ConfirmedInputs = {};
