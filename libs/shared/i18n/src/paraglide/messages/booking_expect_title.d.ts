/**
* | output |
* | --- |
* | "What to Expect" |
*
* @param {Booking_Expect_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_title: ((inputs?: Booking_Expect_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Expect_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Expect_TitleInputs = {};
