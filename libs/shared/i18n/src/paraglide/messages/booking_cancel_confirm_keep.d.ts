/**
* | output |
* | --- |
* | "Keep my appointment" |
*
* @param {Booking_Cancel_Confirm_KeepInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_keep: ((inputs?: Booking_Cancel_Confirm_KeepInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_Confirm_KeepInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_Confirm_KeepInputs = {};
