/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Office_DearbornInputs */

const en_booking_office_dearborn = /** @type {(inputs: Booking_Office_DearbornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dearborn office`)
};

/**
* | output |
* | --- |
* | "Dearborn office" |
*
* @param {Booking_Office_DearbornInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_dearborn = /** @type {((inputs?: Booking_Office_DearbornInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Office_DearbornInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_office_dearborn(inputs)
});