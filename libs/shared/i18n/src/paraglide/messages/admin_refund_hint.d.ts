/**
* | output |
* | --- |
* | "Leave empty to refund everything not yet refunded." |
*
* @param {Admin_Refund_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refund_hint: ((inputs?: Admin_Refund_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_HintInputs = {};
