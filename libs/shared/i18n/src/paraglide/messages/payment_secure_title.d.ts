/**
* | output |
* | --- |
* | "Secure processing" |
*
* @param {Payment_Secure_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_secure_title: ((inputs?: Payment_Secure_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Secure_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Secure_TitleInputs = {};
