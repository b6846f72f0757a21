/**
* | output |
* | --- |
* | "Pay your invoice or fee securely by card. Enter the amount in dollars; you confirm the payment on the next page." |
*
* @param {Payment_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_lead: ((inputs?: Payment_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_LeadInputs = {};
