/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Payment_Try_AgainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_try_again: ((inputs?: Payment_Try_AgainInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Try_AgainInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Try_AgainInputs = {};
