/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Booking_Day_One_TimeInputs */

const en_booking_day_one_time = /** @type {(inputs: Booking_Day_One_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: 1 free time`)
};

/**
* | output |
* | --- |
* | "{day}: 1 free time" |
*
* @param {Booking_Day_One_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_day_one_time = /** @type {((inputs: Booking_Day_One_TimeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Day_One_TimeInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_day_one_time(inputs)
});