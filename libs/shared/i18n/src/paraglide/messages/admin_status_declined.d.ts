/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Admin_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_declined: ((inputs?: Admin_Status_DeclinedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_DeclinedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_DeclinedInputs = {};
