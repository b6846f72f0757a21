/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Booking_Call_ButtonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_call_button: ((inputs: Booking_Call_ButtonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Call_ButtonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Call_ButtonInputs = {
    phone: NonNullable<unknown>;
};
