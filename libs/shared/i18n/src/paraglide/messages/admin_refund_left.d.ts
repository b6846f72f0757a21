/**
* | output |
* | --- |
* | "{amount} can still be refunded." |
*
* @param {Admin_Refund_LeftInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_refund_left: ((inputs: Admin_Refund_LeftInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_LeftInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_LeftInputs = {
    amount: NonNullable<unknown>;
};
