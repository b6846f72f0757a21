/**
* | output |
* | --- |
* | "appointments today" |
*
* @param {Admin_Overview_Appointments_TodayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_appointments_today: ((inputs?: Admin_Overview_Appointments_TodayInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_Appointments_TodayInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_Appointments_TodayInputs = {};
