/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Manage_MovedInputs */

const en_booking_manage_moved = /** @type {(inputs: Booking_Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved. We emailed you the updated invitation.`)
};

/**
* | output |
* | --- |
* | "Moved. We emailed you the updated invitation." |
*
* @param {Booking_Manage_MovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_moved = /** @type {((inputs?: Booking_Manage_MovedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_MovedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_moved(inputs)
});