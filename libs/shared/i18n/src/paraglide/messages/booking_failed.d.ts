/**
* | output |
* | --- |
* | "Unable to load the scheduling widget. Please call us directly." |
*
* @param {Booking_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_failed: ((inputs?: Booking_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_FailedInputs = {};
