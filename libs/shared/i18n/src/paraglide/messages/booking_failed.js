/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_FailedInputs */

const en_booking_failed = /** @type {(inputs: Booking_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to load the scheduling widget. Please call us directly.`)
};

/**
* | output |
* | --- |
* | "Unable to load the scheduling widget. Please call us directly." |
*
* @param {Booking_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_failed = /** @type {((inputs?: Booking_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_failed(inputs)
});