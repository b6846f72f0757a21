/**
* | output |
* | --- |
* | "Dearborn office" |
*
* @param {Booking_Office_DearbornInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_dearborn: ((inputs?: Booking_Office_DearbornInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Office_DearbornInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Office_DearbornInputs = {};
