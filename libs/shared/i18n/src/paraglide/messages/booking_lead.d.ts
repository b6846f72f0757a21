/**
* | output |
* | --- |
* | "Pick an office or a remote appointment, a service and a free time. You get a confirmation email with a calendar invitation." |
*
* @param {Booking_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_lead: ((inputs?: Booking_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_LeadInputs = {};
