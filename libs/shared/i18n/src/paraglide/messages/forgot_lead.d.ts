/**
* | output |
* | --- |
* | "Enter the email you signed up with and we'll send you a link to choose a new password." |
*
* @param {Forgot_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_lead: ((inputs?: Forgot_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_LeadInputs = {};
