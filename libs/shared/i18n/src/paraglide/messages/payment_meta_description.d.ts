/**
* | output |
* | --- |
* | "Pay Huron Tax & Accounting securely online by card." |
*
* @param {Payment_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_meta_description: ((inputs?: Payment_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Meta_DescriptionInputs = {};
