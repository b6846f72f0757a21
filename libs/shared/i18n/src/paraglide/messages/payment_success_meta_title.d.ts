/**
* | output |
* | --- |
* | "Payment received" |
*
* @param {Payment_Success_Meta_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_success_meta_title: ((inputs?: Payment_Success_Meta_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Success_Meta_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Success_Meta_TitleInputs = {};
