/**
* | output |
* | --- |
* | "Refunded {amount}" |
*
* @param {Admin_RefundedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refunded: ((inputs: Admin_RefundedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_RefundedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_RefundedInputs = {
    amount: NonNullable<unknown>;
};
