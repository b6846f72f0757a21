/**
* | output |
* | --- |
* | "Appointments take 15-30 minutes." |
*
* @param {Booking_Expect_LengthInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_length: ((inputs?: Booking_Expect_LengthInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Expect_LengthInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Expect_LengthInputs = {};
