/**
* | output |
* | --- |
* | "We could not reach our payment provider. Please try again." |
*
* @param {Error_Api_Payment_Provider_UnreachableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_unreachable: ((inputs?: Error_Api_Payment_Provider_UnreachableInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Payment_Provider_UnreachableInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Payment_Provider_UnreachableInputs = {};
