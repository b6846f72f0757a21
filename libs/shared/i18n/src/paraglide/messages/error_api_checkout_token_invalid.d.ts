/**
* | output |
* | --- |
* | "This test payment page was opened in another browser. Please start the payment again from the form." |
*
* @param {Error_Api_Checkout_Token_InvalidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_checkout_token_invalid: ((inputs?: Error_Api_Checkout_Token_InvalidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Checkout_Token_InvalidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Checkout_Token_InvalidInputs = {};
