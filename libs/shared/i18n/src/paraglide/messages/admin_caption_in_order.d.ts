/**
* | output |
* | --- |
* | "{caption}, {order}" |
*
* @param {Admin_Caption_In_OrderInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_caption_in_order: ((inputs: Admin_Caption_In_OrderInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Caption_In_OrderInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Caption_In_OrderInputs = {
    caption: NonNullable<unknown>;
    order: NonNullable<unknown>;
};
