/**
* | output |
* | --- |
* | "By appointment and remote" |
*
* @param {Contact_By_AppointmentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_by_appointment: ((inputs?: Contact_By_AppointmentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_By_AppointmentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_By_AppointmentInputs = {};
