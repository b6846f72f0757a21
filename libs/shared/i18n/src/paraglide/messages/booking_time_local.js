/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, local: NonNullable<unknown>, zone: NonNullable<unknown> }} Booking_Time_LocalInputs */

const en_booking_time_local = /** @type {(inputs: Booking_Time_LocalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (${i?.local} your time, ${i?.zone})`)
};

/**
* | output |
* | --- |
* | "{time} ({local} your time, {zone})" |
*
* @param {Booking_Time_LocalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_time_local = /** @type {((inputs: Booking_Time_LocalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Time_LocalInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_time_local(inputs)
});