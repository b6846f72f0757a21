/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Manage_CancelledInputs */

const en_booking_manage_cancelled = /** @type {(inputs: Booking_Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your appointment is cancelled. We emailed you the cancellation.`)
};

/**
* | output |
* | --- |
* | "Your appointment is cancelled. We emailed you the cancellation." |
*
* @param {Booking_Manage_CancelledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_cancelled = /** @type {((inputs?: Booking_Manage_CancelledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_CancelledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_cancelled(inputs)
});