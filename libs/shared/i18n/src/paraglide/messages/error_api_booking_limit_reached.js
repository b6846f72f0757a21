/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Error_Api_Booking_Limit_ReachedInputs */

const en_error_api_booking_limit_reached = /** @type {(inputs: Error_Api_Booking_Limit_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already have as many upcoming appointments as we can hold online. To book another, please call us at ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "You already have as many upcoming appointments as we can hold online. To book another, please call us at {phone}." |
*
* @param {Error_Api_Booking_Limit_ReachedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_booking_limit_reached = /** @type {((inputs: Error_Api_Booking_Limit_ReachedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Booking_Limit_ReachedInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_booking_limit_reached(inputs)
});