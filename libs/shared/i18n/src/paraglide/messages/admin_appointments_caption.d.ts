/**
* | output |
* | --- |
* | "Appointments in start order" |
*
* @param {Admin_Appointments_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_appointments_caption: ((inputs?: Admin_Appointments_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Appointments_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Appointments_CaptionInputs = {};
