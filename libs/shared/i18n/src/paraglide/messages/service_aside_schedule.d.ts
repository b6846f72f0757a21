/**
* | output |
* | --- |
* | "Schedule an Appointment" |
*
* @param {Service_Aside_ScheduleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const service_aside_schedule: ((inputs?: Service_Aside_ScheduleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Aside_ScheduleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Aside_ScheduleInputs = {};
