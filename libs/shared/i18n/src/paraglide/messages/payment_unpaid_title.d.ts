/**
* | output |
* | --- |
* | "This payment was not completed" |
*
* @param {Payment_Unpaid_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_unpaid_title: ((inputs?: Payment_Unpaid_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Unpaid_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Unpaid_TitleInputs = {};
