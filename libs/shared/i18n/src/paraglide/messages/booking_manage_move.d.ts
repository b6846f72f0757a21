/**
* | output |
* | --- |
* | "Move appointment" |
*
* @param {Booking_Manage_MoveInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_move: ((inputs?: Booking_Manage_MoveInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_MoveInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_MoveInputs = {};
