/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Expect_TitleInputs */

const en_booking_expect_title = /** @type {(inputs: Booking_Expect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to Expect`)
};

/**
* | output |
* | --- |
* | "What to Expect" |
*
* @param {Booking_Expect_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_title = /** @type {((inputs?: Booking_Expect_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Expect_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_expect_title(inputs)
});