/**
* | output |
* | --- |
* | "Enter an amount in dollars, like 25.00." |
*
* @param {Admin_Refund_InvalidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refund_invalid: ((inputs?: Admin_Refund_InvalidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_InvalidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_InvalidInputs = {};
