/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Expect_HoursInputs */

const en_booking_expect_hours = /** @type {(inputs: Booking_Expect_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening and weekend slots are available.`)
};

/**
* | output |
* | --- |
* | "Evening and weekend slots are available." |
*
* @param {Booking_Expect_HoursInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_hours = /** @type {((inputs?: Booking_Expect_HoursInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Expect_HoursInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_expect_hours(inputs)
});