/**
* | output |
* | --- |
* | "Schedule an appointment" |
*
* @param {Contact_Action_ScheduleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_schedule: ((inputs?: Contact_Action_ScheduleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Action_ScheduleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Action_ScheduleInputs = {};
