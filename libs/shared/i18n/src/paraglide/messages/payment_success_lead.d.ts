/**
* | output |
* | --- |
* | "Your payment has been received. A receipt has been sent to your email." |
*
* @param {Payment_Success_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_success_lead: ((inputs?: Payment_Success_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Success_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Success_LeadInputs = {};
