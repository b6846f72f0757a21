/**
* | output |
* | --- |
* | "Ann Arbor office" |
*
* @param {Booking_Office_Ann_ArborInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_ann_arbor: ((inputs?: Booking_Office_Ann_ArborInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Office_Ann_ArborInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Office_Ann_ArborInputs = {};
