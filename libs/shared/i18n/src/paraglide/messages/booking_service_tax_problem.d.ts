/**
* | output |
* | --- |
* | "Tax problem / IRS letter" |
*
* @param {Booking_Service_Tax_ProblemInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_tax_problem: ((inputs?: Booking_Service_Tax_ProblemInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_Tax_ProblemInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Service_Tax_ProblemInputs = {};
