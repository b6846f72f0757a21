/**
* | output |
* | --- |
* | "That time was just taken. Please choose another time; what you typed is kept." |
*
* @param {Booking_Slot_TakenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_slot_taken: ((inputs?: Booking_Slot_TakenInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Slot_TakenInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Slot_TakenInputs = {};
