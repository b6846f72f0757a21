/**
* | output |
* | --- |
* | "Cancel it" |
*
* @param {Booking_Manage_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_cancel_title: ((inputs?: Booking_Manage_Cancel_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_Cancel_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_Cancel_TitleInputs = {};
