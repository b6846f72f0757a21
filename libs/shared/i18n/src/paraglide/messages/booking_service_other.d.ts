/**
* | output |
* | --- |
* | "Other" |
*
* @param {Booking_Service_OtherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_other: ((inputs?: Booking_Service_OtherInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_OtherInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Service_OtherInputs = {};
