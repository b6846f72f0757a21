/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Cancel_Confirm_YesInputs */

const en_booking_cancel_confirm_yes = /** @type {(inputs: Booking_Cancel_Confirm_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel it`)
};

/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {Booking_Cancel_Confirm_YesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_yes = /** @type {((inputs?: Booking_Cancel_Confirm_YesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cancel_Confirm_YesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_cancel_confirm_yes(inputs)
});