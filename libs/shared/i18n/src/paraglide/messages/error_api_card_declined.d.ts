/**
* | output |
* | --- |
* | "Your card was declined. Please try another card or call us to pay." |
*
* @param {Error_Api_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_card_declined: ((inputs?: Error_Api_Card_DeclinedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Card_DeclinedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Card_DeclinedInputs = {};
