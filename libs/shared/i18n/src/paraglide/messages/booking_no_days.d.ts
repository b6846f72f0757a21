/**
* | output |
* | --- |
* | "No free times in the next weeks. Please call us." |
*
* @param {Booking_No_DaysInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_no_days: ((inputs?: Booking_No_DaysInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_No_DaysInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_No_DaysInputs = {};
