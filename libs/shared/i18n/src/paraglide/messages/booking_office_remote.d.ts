/**
* | output |
* | --- |
* | "Remote (phone or video)" |
*
* @param {Booking_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_remote: ((inputs?: Booking_Office_RemoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Office_RemoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Office_RemoteInputs = {};
