/**
* | output |
* | --- |
* | "Appointment cancelled" |
*
* @param {Admin_CancelledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancelled: ((inputs?: Admin_CancelledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_CancelledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_CancelledInputs = {};
