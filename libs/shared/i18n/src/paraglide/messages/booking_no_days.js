/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_No_DaysInputs */

const en_booking_no_days = /** @type {(inputs: Booking_No_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No free times in the next weeks. Please call us.`)
};

/**
* | output |
* | --- |
* | "No free times in the next weeks. Please call us." |
*
* @param {Booking_No_DaysInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_no_days = /** @type {((inputs?: Booking_No_DaysInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_No_DaysInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_no_days(inputs)
});