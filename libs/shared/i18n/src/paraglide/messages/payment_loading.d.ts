/**
* | output |
* | --- |
* | "Loading your payment..." |
*
* @param {Payment_LoadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_loading: ((inputs?: Payment_LoadingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_LoadingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_LoadingInputs = {};
