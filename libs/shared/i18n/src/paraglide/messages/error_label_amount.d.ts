/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Error_Label_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_amount: ((inputs?: Error_Label_AmountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Label_AmountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Label_AmountInputs = {};
