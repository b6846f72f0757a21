/**
* | output |
* | --- |
* | "No payment URL received" |
*
* @param {Payment_No_UrlInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_no_url: ((inputs?: Payment_No_UrlInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_No_UrlInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_No_UrlInputs = {};
