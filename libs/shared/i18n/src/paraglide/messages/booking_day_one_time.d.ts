/**
* | output |
* | --- |
* | "{day}: 1 free time" |
*
* @param {Booking_Day_One_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_day_one_time: ((inputs: Booking_Day_One_TimeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Day_One_TimeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Day_One_TimeInputs = {
    day: NonNullable<unknown>;
};
