/**
* | output |
* | --- |
* | "Register online and pay the {fee} course fee securely by card." |
*
* @param {Taxschool_Form_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_form_lead: ((inputs: Taxschool_Form_LeadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Form_LeadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Form_LeadInputs = {
    fee: NonNullable<unknown>;
};
