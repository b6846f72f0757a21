/**
* | output |
* | --- |
* | "Reason declined" |
*
* @param {Admin_Field_Decline_ReasonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_decline_reason: ((inputs?: Admin_Field_Decline_ReasonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Decline_ReasonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Decline_ReasonInputs = {};
