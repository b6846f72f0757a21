/**
* | output |
* | --- |
* | "Evening and weekend slots are available." |
*
* @param {Booking_Expect_HoursInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_hours: ((inputs?: Booking_Expect_HoursInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Expect_HoursInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Expect_HoursInputs = {};
