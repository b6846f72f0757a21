/**
* | output |
* | --- |
* | "Time (Detroit time)" |
*
* @param {Booking_Step_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_time: ((inputs?: Booking_Step_TimeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Step_TimeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Step_TimeInputs = {};
