/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Payment_Test_PayingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_paying: ((inputs?: Payment_Test_PayingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Test_PayingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Test_PayingInputs = {};
