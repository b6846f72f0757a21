/**
* | output |
* | --- |
* | "Tell us about your organization and who we should talk to. We confirm within two business days and send you the details to share with your members." |
*
* @param {Group_Register_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_register_lead: ((inputs?: Group_Register_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Register_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Register_LeadInputs = {};
