/**
* | output |
* | --- |
* | "Make a payment" |
*
* @param {Payment_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_form_label: ((inputs?: Payment_Form_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Form_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Form_LabelInputs = {};
