/**
* | output |
* | --- |
* | "{when}, {place}. Reference {reference}. We sent a confirmation with a calendar invitation and a private link to move or cancel it to {email}." |
*
* @param {Booking_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_text: ((inputs: Booking_Confirmed_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_TextInputs = {
    when: NonNullable<unknown>;
    place: NonNullable<unknown>;
    reference: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
