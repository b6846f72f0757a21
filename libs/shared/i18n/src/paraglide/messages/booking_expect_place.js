/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Expect_PlaceInputs */

const en_booking_expect_place = /** @type {(inputs: Booking_Expect_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet us in person at one of our offices, or remotely by phone or video.`)
};

/**
* | output |
* | --- |
* | "Meet us in person at one of our offices, or remotely by phone or video." |
*
* @param {Booking_Expect_PlaceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_expect_place = /** @type {((inputs?: Booking_Expect_PlaceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Expect_PlaceInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_expect_place(inputs)
});