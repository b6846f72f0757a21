/**
* | output |
* | --- |
* | "Your Appointment" |
*
* @param {Booking_Manage_Meta_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_meta_title: ((inputs?: Booking_Manage_Meta_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_Meta_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_Meta_TitleInputs = {};
