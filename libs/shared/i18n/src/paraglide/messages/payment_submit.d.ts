/**
* | output |
* | --- |
* | "Make Payment" |
*
* @param {Payment_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_submit: ((inputs?: Payment_SubmitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_SubmitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_SubmitInputs = {};
