/**
* | output |
* | --- |
* | "Cancel your appointment on {when}?" |
*
* @param {Booking_Cancel_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_title: ((inputs: Booking_Cancel_Confirm_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancel_Confirm_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancel_Confirm_TitleInputs = {
    when: NonNullable<unknown>;
};
