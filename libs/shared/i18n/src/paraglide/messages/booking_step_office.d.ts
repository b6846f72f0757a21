/**
* | output |
* | --- |
* | "Where would you like to meet?" |
*
* @param {Booking_Step_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_office: ((inputs?: Booking_Step_OfficeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Step_OfficeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Step_OfficeInputs = {};
