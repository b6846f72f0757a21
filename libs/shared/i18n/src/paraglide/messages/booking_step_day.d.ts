/**
* | output |
* | --- |
* | "Day" |
*
* @param {Booking_Step_DayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_day: ((inputs?: Booking_Step_DayInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Step_DayInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Step_DayInputs = {};
