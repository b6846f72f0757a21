/**
* | output |
* | --- |
* | "We are waiting for the payment processor to confirm your payment. This page updates by itself." |
*
* @param {Payment_Pending_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_pending_lead: ((inputs?: Payment_Pending_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Pending_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Pending_LeadInputs = {};
