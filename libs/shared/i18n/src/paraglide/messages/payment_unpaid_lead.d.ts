/**
* | output |
* | --- |
* | "No charge was made. You can try again." |
*
* @param {Payment_Unpaid_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_unpaid_lead: ((inputs?: Payment_Unpaid_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Unpaid_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Unpaid_LeadInputs = {};
