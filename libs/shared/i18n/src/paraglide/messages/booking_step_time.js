/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Step_TimeInputs */

const en_booking_step_time = /** @type {(inputs: Booking_Step_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time (Detroit time)`)
};

/**
* | output |
* | --- |
* | "Time (Detroit time)" |
*
* @param {Booking_Step_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_time = /** @type {((inputs?: Booking_Step_TimeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Step_TimeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_step_time(inputs)
});