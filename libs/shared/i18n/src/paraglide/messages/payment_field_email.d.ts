/**
* | output |
* | --- |
* | "Email" |
*
* @param {Payment_Field_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_email: ((inputs?: Payment_Field_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Field_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Field_EmailInputs = {};
