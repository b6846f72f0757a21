/**
* | output |
* | --- |
* | "Card payments are processed securely by Stripe. Your card details go straight to the payment processor and are never stored by us." |
*
* @param {Payment_Secure_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_secure_note: ((inputs?: Payment_Secure_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Secure_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Secure_NoteInputs = {};
