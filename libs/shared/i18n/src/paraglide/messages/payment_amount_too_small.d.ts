/**
* | output |
* | --- |
* | "Amount must be at least $0.01." |
*
* @param {Payment_Amount_Too_SmallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_amount_too_small: ((inputs?: Payment_Amount_Too_SmallInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Amount_Too_SmallInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Amount_Too_SmallInputs = {};
