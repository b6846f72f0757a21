/**
* | output |
* | --- |
* | "Times are shown in Detroit time ({detroit}) and in your own time zone ({zone})." |
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
};
