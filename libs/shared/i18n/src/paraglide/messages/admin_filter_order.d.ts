/**
* | output |
* | --- |
* | "Order" |
*
* @param {Admin_Filter_OrderInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_order: ((inputs?: Admin_Filter_OrderInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_OrderInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_OrderInputs = {};
