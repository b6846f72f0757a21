/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Phone_SupportInputs */

const en_booking_phone_support = /** @type {(inputs: Booking_Phone_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main line`)
};

/**
* | output |
* | --- |
* | "Main line" |
*
* @param {Booking_Phone_SupportInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_phone_support = /** @type {((inputs?: Booking_Phone_SupportInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Phone_SupportInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_phone_support(inputs)
});