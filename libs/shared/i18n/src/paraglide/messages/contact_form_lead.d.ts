/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Contact_Form_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_form_lead: ((inputs?: Contact_Form_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Form_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Form_LeadInputs = {};
