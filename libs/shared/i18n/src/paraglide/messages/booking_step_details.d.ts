/**
* | output |
* | --- |
* | "Your details" |
*
* @param {Booking_Step_DetailsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_details: ((inputs?: Booking_Step_DetailsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Step_DetailsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Step_DetailsInputs = {};
