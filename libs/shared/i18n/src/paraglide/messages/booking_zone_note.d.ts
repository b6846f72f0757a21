/**
* | output |
* | --- |
* | "Times are office times in Detroit ({detroit}). Your clock shows {zone}: {time} here is {local} your time." |
*
* @param {Booking_Zone_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_zone_note: ((inputs: Booking_Zone_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Zone_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Zone_NoteInputs = {
    detroit: NonNullable<unknown>;
    zone: NonNullable<unknown>;
    time: NonNullable<unknown>;
    local: NonNullable<unknown>;
};
