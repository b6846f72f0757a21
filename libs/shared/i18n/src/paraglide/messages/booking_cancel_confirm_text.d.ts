/**
* | output |
* | --- |
* | "This time ({place}) goes back on the schedule for someone else. To come another time, book again on our Schedule page or call {phone}." |
*
* @param {Booking_Cancel_Confirm_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_text: ((inputs: Booking_Cancel_Confirm_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_Confirm_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_Confirm_TextInputs = {
    place: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
