/**
* | output |
* | --- |
* | "Confirming your payment" |
*
* @param {Payment_Pending_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_pending_title: ((inputs?: Payment_Pending_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Pending_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Pending_TitleInputs = {};
