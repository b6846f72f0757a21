/**
* | output |
* | --- |
* | "This payment cannot be refunded: nothing paid is left to refund." |
*
* @param {Error_Api_Payment_Not_RefundableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_not_refundable: ((inputs?: Error_Api_Payment_Not_RefundableInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Payment_Not_RefundableInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Payment_Not_RefundableInputs = {};
