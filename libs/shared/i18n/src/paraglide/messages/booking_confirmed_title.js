/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_TitleInputs */

const en_booking_confirmed_title = /** @type {(inputs: Booking_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your appointment is booked`)
};

/**
* | output |
* | --- |
* | "Your appointment is booked" |
*
* @param {Booking_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_title = /** @type {((inputs?: Booking_Confirmed_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_confirmed_title(inputs)
});