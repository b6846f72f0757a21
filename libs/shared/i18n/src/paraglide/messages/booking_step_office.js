/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Step_OfficeInputs */

const en_booking_step_office = /** @type {(inputs: Booking_Step_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where would you like to meet?`)
};

/**
* | output |
* | --- |
* | "Where would you like to meet?" |
*
* @param {Booking_Step_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_step_office = /** @type {((inputs?: Booking_Step_OfficeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Step_OfficeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_step_office(inputs)
});