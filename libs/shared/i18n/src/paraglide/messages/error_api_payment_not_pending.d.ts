/**
* | output |
* | --- |
* | "This payment is no longer waiting to be paid." |
*
* @param {Error_Api_Payment_Not_PendingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_not_pending: ((inputs?: Error_Api_Payment_Not_PendingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Payment_Not_PendingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Payment_Not_PendingInputs = {};
