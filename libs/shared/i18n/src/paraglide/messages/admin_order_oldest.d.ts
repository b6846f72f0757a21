/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Admin_Order_OldestInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_order_oldest: ((inputs?: Admin_Order_OldestInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Order_OldestInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Order_OldestInputs = {};
