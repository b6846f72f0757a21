/**
* | output |
* | --- |
* | "Amount (USD)" |
*
* @param {Payment_Field_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_amount: ((inputs?: Payment_Field_AmountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Field_AmountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Field_AmountInputs = {};
