/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Booking_Field_WebsiteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_field_website: ((inputs?: Booking_Field_WebsiteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_WebsiteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_WebsiteInputs = {};
