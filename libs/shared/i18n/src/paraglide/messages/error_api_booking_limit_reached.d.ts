/**
* | output |
* | --- |
* | "You already have as many upcoming appointments as we can hold online. To book another, please call us at {phone}." |
*
* @param {Error_Api_Booking_Limit_ReachedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_booking_limit_reached: ((inputs: Error_Api_Booking_Limit_ReachedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Booking_Limit_ReachedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Booking_Limit_ReachedInputs = {
    phone: NonNullable<unknown>;
};
