/**
* | output |
* | --- |
* | "This appointment is already cancelled. You are welcome to book a new time." |
*
* @param {Error_Api_Appointment_CancelledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_appointment_cancelled: ((inputs?: Error_Api_Appointment_CancelledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Appointment_CancelledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Appointment_CancelledInputs = {};
