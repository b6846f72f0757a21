/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Payment_Field_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_phone: ((inputs?: Payment_Field_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Field_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Field_PhoneInputs = {};
