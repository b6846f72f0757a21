/**
* | output |
* | --- |
* | "Our payment provider had a problem. Please try again." |
*
* @param {Error_Api_Payment_Provider_ErrorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_error: ((inputs?: Error_Api_Payment_Provider_ErrorInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Payment_Provider_ErrorInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Payment_Provider_ErrorInputs = {};
