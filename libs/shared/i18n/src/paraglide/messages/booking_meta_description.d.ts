/**
* | output |
* | --- |
* | "Book a tax appointment at our Dearborn, Ypsilanti or Ann Arbor office, or a remote appointment by phone or video, including evenings and weekends." |
*
* @param {Booking_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_meta_description: ((inputs?: Booking_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Meta_DescriptionInputs = {};
