/**
* | output |
* | --- |
* | "Our payment provider could not take this payment. Please call us to pay." |
*
* @param {Error_Api_Payment_Provider_RefusedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_refused: ((inputs?: Error_Api_Payment_Provider_RefusedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Payment_Provider_RefusedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Payment_Provider_RefusedInputs = {};
