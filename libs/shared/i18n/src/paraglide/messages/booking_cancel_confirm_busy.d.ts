/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Booking_Cancel_Confirm_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_busy: ((inputs?: Booking_Cancel_Confirm_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_Confirm_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_Confirm_BusyInputs = {};
