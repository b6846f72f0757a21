/**
* | output |
* | --- |
* | "Appointments" |
*
* @param {Admin_Appointments_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_appointments_title: ((inputs?: Admin_Appointments_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Appointments_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Appointments_TitleInputs = {};
