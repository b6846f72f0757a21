/**
* | output |
* | --- |
* | "Notes (optional)" |
*
* @param {Booking_Field_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_field_notes: ((inputs?: Booking_Field_NotesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_NotesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_NotesInputs = {};
