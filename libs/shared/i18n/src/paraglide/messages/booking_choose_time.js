/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Choose_TimeInputs */

const en_booking_choose_time = /** @type {(inputs: Booking_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time first.`)
};

/**
* | output |
* | --- |
* | "Choose a time first." |
*
* @param {Booking_Choose_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_choose_time = /** @type {((inputs?: Booking_Choose_TimeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Choose_TimeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_choose_time(inputs)
});