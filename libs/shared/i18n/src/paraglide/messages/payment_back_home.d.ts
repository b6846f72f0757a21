/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Payment_Back_HomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_back_home: ((inputs?: Payment_Back_HomeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Back_HomeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Back_HomeInputs = {};
