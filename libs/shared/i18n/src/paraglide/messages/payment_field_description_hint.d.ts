/**
* | output |
* | --- |
* | "What the payment is for, such as an invoice number (optional)." |
*
* @param {Payment_Field_Description_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_description_hint: ((inputs?: Payment_Field_Description_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Field_Description_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Field_Description_HintInputs = {};
