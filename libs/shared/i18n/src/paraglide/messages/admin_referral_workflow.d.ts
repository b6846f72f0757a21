/**
* | output |
* | --- |
* | "Referral status" |
*
* @param {Admin_Referral_WorkflowInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_workflow: ((inputs?: Admin_Referral_WorkflowInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_WorkflowInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_WorkflowInputs = {};
