/**
* | output |
* | --- |
* | "Sign up to refer friends and watch your referral rewards add up." |
*
* @param {Signup_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_lead: ((inputs?: Signup_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_LeadInputs = {};
