/**
* | output |
* | --- |
* | "This site has no payment processor keys set, so this page stands in for the card checkout. Pay marks the payment paid exactly as a real payment would; Cancel..." |
*
* @param {Payment_Test_ExplainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_explain: ((inputs?: Payment_Test_ExplainInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Test_ExplainInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Test_ExplainInputs = {};
