/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Expect_LengthInputs */

const en_booking_expect_length = /** @type {(inputs: Booking_Expect_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointments take 15-30 minutes.`)
};

/**
* | output |
* | --- |
* | "Appointments take 15-30 minutes." |
*
* @param {Booking_Expect_LengthInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_length = /** @type {((inputs?: Booking_Expect_LengthInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Expect_LengthInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_expect_length(inputs)
});