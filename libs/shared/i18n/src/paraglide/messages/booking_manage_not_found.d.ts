/**
* | output |
* | --- |
* | "This link does not work any more: the appointment was cancelled, or the link is not complete. Please book again or call us." |
*
* @param {Booking_Manage_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_not_found: ((inputs?: Booking_Manage_Not_FoundInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_Not_FoundInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_Not_FoundInputs = {};
