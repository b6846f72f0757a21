/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Payment_Receipt_DateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_date: ((inputs?: Payment_Receipt_DateInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Receipt_DateInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Receipt_DateInputs = {};
