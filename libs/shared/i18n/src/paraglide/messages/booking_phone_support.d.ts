/**
* | output |
* | --- |
* | "Main line" |
*
* @param {Booking_Phone_SupportInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_phone_support: ((inputs?: Booking_Phone_SupportInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Phone_SupportInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Phone_SupportInputs = {};
