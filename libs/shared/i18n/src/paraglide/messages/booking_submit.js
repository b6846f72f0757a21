/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_SubmitInputs */

const en_booking_submit = /** @type {(inputs: Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book appointment`)
};

/**
* | output |
* | --- |
* | "Book appointment" |
*
* @param {Booking_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_submit = /** @type {((inputs?: Booking_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_submit(inputs)
});