/**
* | output |
* | --- |
* | "Questions about your taxes, your business or a letter from the IRS? Write to us, call, or visit one of our offices." |
*
* @param {Contact_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_lead: ((inputs?: Contact_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_LeadInputs = {};
