/**
* | output |
* | --- |
* | "Your appointment is booked" |
*
* @param {Booking_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_title: ((inputs?: Booking_Confirmed_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_TitleInputs = {};
