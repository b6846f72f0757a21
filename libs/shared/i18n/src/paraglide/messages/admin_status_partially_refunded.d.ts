/**
* | output |
* | --- |
* | "Partly refunded" |
*
* @param {Admin_Status_Partially_RefundedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_partially_refunded: ((inputs?: Admin_Status_Partially_RefundedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Partially_RefundedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Partially_RefundedInputs = {};
