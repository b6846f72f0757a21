/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Manage_CancelInputs */

const en_booking_manage_cancel = /** @type {(inputs: Booking_Manage_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel appointment`)
};

/**
* | output |
* | --- |
* | "Cancel appointment" |
*
* @param {Booking_Manage_CancelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_cancel = /** @type {((inputs?: Booking_Manage_CancelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_CancelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_cancel(inputs)
});