/**
* | output |
* | --- |
* | "{when}, {place}. Reference {reference}." |
*
* @param {Booking_Manage_SummaryInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_summary: ((inputs: Booking_Manage_SummaryInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Manage_SummaryInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Manage_SummaryInputs = {
    when: NonNullable<unknown>;
    place: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
