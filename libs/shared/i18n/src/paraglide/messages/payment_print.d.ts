/**
* | output |
* | --- |
* | "Print receipt" |
*
* @param {Payment_PrintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_print: ((inputs?: Payment_PrintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_PrintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_PrintInputs = {};
