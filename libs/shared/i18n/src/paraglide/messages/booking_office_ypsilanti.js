/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Office_YpsilantiInputs */

const en_booking_office_ypsilanti = /** @type {(inputs: Booking_Office_YpsilantiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ypsilanti office`)
};

/**
* | output |
* | --- |
* | "Ypsilanti office" |
*
* @param {Booking_Office_YpsilantiInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_ypsilanti = /** @type {((inputs?: Booking_Office_YpsilantiInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Office_YpsilantiInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_office_ypsilanti(inputs)
});