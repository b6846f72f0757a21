/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Payment_Receipt_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_title: ((inputs?: Payment_Receipt_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Receipt_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Receipt_TitleInputs = {};
