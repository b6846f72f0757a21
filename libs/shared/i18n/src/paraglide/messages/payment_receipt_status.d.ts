/**
* | output |
* | --- |
* | "Status" |
*
* @param {Payment_Receipt_StatusInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_status: ((inputs?: Payment_Receipt_StatusInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Receipt_StatusInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Receipt_StatusInputs = {};
