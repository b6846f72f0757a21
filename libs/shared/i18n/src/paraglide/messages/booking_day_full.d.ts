/**
* | output |
* | --- |
* | "{day}: no free times" |
*
* @param {Booking_Day_FullInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_day_full: ((inputs: Booking_Day_FullInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Day_FullInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Day_FullInputs = {
    day: NonNullable<unknown>;
};
