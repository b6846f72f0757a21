/**
* | output |
* | --- |
* | "Move it to another time" |
*
* @param {Booking_Manage_Move_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_move_title: ((inputs?: Booking_Manage_Move_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_Move_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_Move_TitleInputs = {};
