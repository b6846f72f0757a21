/**
* | output |
* | --- |
* | "Your appointment is cancelled. We emailed you the cancellation." |
*
* @param {Booking_Manage_CancelledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_cancelled: ((inputs?: Booking_Manage_CancelledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_CancelledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_CancelledInputs = {};
