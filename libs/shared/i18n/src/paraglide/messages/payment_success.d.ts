/**
* | output |
* | --- |
* | "Payment processed successfully! You will be redirected to complete the transaction." |
*
* @param {Payment_SuccessInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_success: ((inputs?: Payment_SuccessInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_SuccessInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_SuccessInputs = {};
