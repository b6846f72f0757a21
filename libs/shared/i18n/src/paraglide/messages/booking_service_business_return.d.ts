/**
* | output |
* | --- |
* | "Business tax return" |
*
* @param {Booking_Service_Business_ReturnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_business_return: ((inputs?: Booking_Service_Business_ReturnInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_Business_ReturnInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Service_Business_ReturnInputs = {};
