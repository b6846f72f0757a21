/**
* | output |
* | --- |
* | "Choose a time first." |
*
* @param {Booking_Choose_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_choose_time: ((inputs?: Booking_Choose_TimeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Choose_TimeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Choose_TimeInputs = {};
