/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Book_AgainInputs */

const en_booking_book_again = /** @type {(inputs: Booking_Book_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book another time`)
};

/**
* | output |
* | --- |
* | "Book another time" |
*
* @param {Booking_Book_AgainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_book_again = /** @type {((inputs?: Booking_Book_AgainInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Book_AgainInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_book_again(inputs)
});