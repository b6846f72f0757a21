/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Admin_Order_NewestInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_order_newest: ((inputs?: Admin_Order_NewestInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Order_NewestInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Order_NewestInputs = {};
