/**
* | output |
* | --- |
* | "This payment can no longer be paid." |
*
* @param {Payment_Test_Not_PendingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_not_pending: ((inputs?: Payment_Test_Not_PendingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Test_Not_PendingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Test_Not_PendingInputs = {};
