/**
* | output |
* | --- |
* | "{day}: {count} free times" |
*
* @param {Booking_Day_TimesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_day_times: ((inputs: Booking_Day_TimesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Day_TimesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Day_TimesInputs = {
    day: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
