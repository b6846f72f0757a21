/**
* | output |
* | --- |
* | "In dollars, for example 150.00." |
*
* @param {Payment_Field_Amount_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_amount_hint: ((inputs?: Payment_Field_Amount_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Field_Amount_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Field_Amount_HintInputs = {};
