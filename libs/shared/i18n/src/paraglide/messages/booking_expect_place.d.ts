/**
* | output |
* | --- |
* | "Meet us in person at one of our offices, or remotely by phone or video." |
*
* @param {Booking_Expect_PlaceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_place: ((inputs?: Booking_Expect_PlaceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Expect_PlaceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Expect_PlaceInputs = {};
