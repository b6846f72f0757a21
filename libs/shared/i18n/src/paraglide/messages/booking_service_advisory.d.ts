/**
* | output |
* | --- |
* | "Advisory" |
*
* @param {Booking_Service_AdvisoryInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_advisory: ((inputs?: Booking_Service_AdvisoryInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_AdvisoryInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Service_AdvisoryInputs = {};
