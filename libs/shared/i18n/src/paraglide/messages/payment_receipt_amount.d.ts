/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Payment_Receipt_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_amount: ((inputs?: Payment_Receipt_AmountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Receipt_AmountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Receipt_AmountInputs = {};
