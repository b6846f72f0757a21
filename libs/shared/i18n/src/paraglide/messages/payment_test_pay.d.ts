/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Payment_Test_PayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_pay: ((inputs: Payment_Test_PayInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Test_PayInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Test_PayInputs = {
    amount: NonNullable<unknown>;
};
