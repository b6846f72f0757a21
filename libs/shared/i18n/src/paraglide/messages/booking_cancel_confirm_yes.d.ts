/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {Booking_Cancel_Confirm_YesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_yes: ((inputs?: Booking_Cancel_Confirm_YesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_Confirm_YesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_Confirm_YesInputs = {};
