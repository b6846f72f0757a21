/**
* | output |
* | --- |
* | "Make a payment" |
*
* @param {Contact_Action_PaymentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_payment: ((inputs?: Contact_Action_PaymentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Action_PaymentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Action_PaymentInputs = {};
