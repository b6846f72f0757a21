/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Cancel_Confirm_BusyInputs */

const en_booking_cancel_confirm_busy = /** @type {(inputs: Booking_Cancel_Confirm_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Booking_Cancel_Confirm_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_busy = /** @type {((inputs?: Booking_Cancel_Confirm_BusyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cancel_Confirm_BusyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_cancel_confirm_busy(inputs)
});