/**
* | output |
* | --- |
* | "Cancel appointment" |
*
* @param {Booking_Manage_CancelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_cancel: ((inputs?: Booking_Manage_CancelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_CancelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_CancelInputs = {};
