/**
* | output |
* | --- |
* | "Ypsilanti office" |
*
* @param {Booking_Office_YpsilantiInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_ypsilanti: ((inputs?: Booking_Office_YpsilantiInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Office_YpsilantiInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Office_YpsilantiInputs = {};
