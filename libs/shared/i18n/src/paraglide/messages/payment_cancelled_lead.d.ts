/**
* | output |
* | --- |
* | "You cancelled the payment, so no charge was made." |
*
* @param {Payment_Cancelled_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_lead: ((inputs?: Payment_Cancelled_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cancelled_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cancelled_LeadInputs = {};
