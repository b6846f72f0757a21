/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, count: NonNullable<unknown> }} Booking_Day_TimesInputs */

const en_booking_day_times = /** @type {(inputs: Booking_Day_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: ${i?.count} free times`)
};

/**
* | output |
* | --- |
* | "{day}: {count} free times" |
*
* @param {Booking_Day_TimesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_day_times = /** @type {((inputs: Booking_Day_TimesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Day_TimesInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_day_times(inputs)
});