/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Payment_Submit_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_submit_busy: ((inputs?: Payment_Submit_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Submit_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Submit_BusyInputs = {};
