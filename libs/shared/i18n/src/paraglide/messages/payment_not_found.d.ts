/**
* | output |
* | --- |
* | "We could not find this payment. Please check the link, or make a new payment." |
*
* @param {Payment_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_not_found: ((inputs?: Payment_Not_FoundInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Not_FoundInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Not_FoundInputs = {};
