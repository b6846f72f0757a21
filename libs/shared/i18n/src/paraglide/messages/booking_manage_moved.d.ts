/**
* | output |
* | --- |
* | "Moved. We emailed you the updated invitation." |
*
* @param {Booking_Manage_MovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_moved: ((inputs?: Booking_Manage_MovedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_MovedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_MovedInputs = {};
