/**
* | output |
* | --- |
* | "Service" |
*
* @param {Booking_Step_ServiceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_service: ((inputs?: Booking_Step_ServiceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Step_ServiceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Step_ServiceInputs = {};
