/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Cancel_Confirm_KeepInputs */

const en_booking_cancel_confirm_keep = /** @type {(inputs: Booking_Cancel_Confirm_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my appointment`)
};

/**
* | output |
* | --- |
* | "Keep my appointment" |
*
* @param {Booking_Cancel_Confirm_KeepInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_keep = /** @type {((inputs?: Booking_Cancel_Confirm_KeepInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cancel_Confirm_KeepInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_cancel_confirm_keep(inputs)
});