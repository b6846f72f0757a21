/**
* | output |
* | --- |
* | "Our payment provider is busy. Please try again in a minute." |
*
* @param {Error_Api_Payment_Provider_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_busy: ((inputs?: Error_Api_Payment_Provider_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Payment_Provider_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Payment_Provider_BusyInputs = {};
