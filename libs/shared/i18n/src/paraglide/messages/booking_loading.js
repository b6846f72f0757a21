/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_LoadingInputs */

const en_booking_loading = /** @type {(inputs: Booking_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading available times...`)
};

/**
* | output |
* | --- |
* | "Loading available times..." |
*
* @param {Booking_LoadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_loading = /** @type {((inputs?: Booking_LoadingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_LoadingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_loading(inputs)
});