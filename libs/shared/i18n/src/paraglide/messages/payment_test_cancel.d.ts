/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Payment_Test_CancelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_cancel: ((inputs?: Payment_Test_CancelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Test_CancelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Test_CancelInputs = {};
