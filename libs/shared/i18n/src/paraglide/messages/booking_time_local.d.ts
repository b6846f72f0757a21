/**
* | output |
* | --- |
* | "{time} ({local} your time, {zone})" |
*
* @param {Booking_Time_LocalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_time_local: ((inputs: Booking_Time_LocalInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Time_LocalInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Time_LocalInputs = {
    time: NonNullable<unknown>;
    local: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
