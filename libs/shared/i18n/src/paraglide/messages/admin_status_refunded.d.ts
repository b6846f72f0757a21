/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Admin_Status_RefundedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_refunded: ((inputs?: Admin_Status_RefundedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_RefundedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_RefundedInputs = {};
