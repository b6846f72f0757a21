/**
* | output |
* | --- |
* | "Prefer to call?" |
*
* @param {Booking_Phone_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_phone_title: ((inputs?: Booking_Phone_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Phone_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Phone_TitleInputs = {};
