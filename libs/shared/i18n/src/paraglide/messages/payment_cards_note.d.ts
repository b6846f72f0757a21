/**
* | output |
* | --- |
* | "We accept all major credit cards: Visa, Mastercard, American Express and Discover." |
*
* @param {Payment_Cards_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_cards_note: ((inputs?: Payment_Cards_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cards_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cards_NoteInputs = {};
