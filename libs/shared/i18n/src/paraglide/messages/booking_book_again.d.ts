/**
* | output |
* | --- |
* | "Book another time" |
*
* @param {Booking_Book_AgainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_book_again: ((inputs?: Booking_Book_AgainInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Book_AgainInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Book_AgainInputs = {};
