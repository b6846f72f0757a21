/**
* | output |
* | --- |
* | "Accepted cards" |
*
* @param {Payment_Cards_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_cards_title: ((inputs?: Payment_Cards_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cards_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cards_TitleInputs = {};
