/**
* | output |
* | --- |
* | "Payment reference" |
*
* @param {Payment_Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_reference: ((inputs?: Payment_Receipt_ReferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Receipt_ReferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Receipt_ReferenceInputs = {};
