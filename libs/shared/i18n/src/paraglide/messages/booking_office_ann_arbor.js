/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Office_Ann_ArborInputs */

const en_booking_office_ann_arbor = /** @type {(inputs: Booking_Office_Ann_ArborInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ann Arbor office`)
};

/**
* | output |
* | --- |
* | "Ann Arbor office" |
*
* @param {Booking_Office_Ann_ArborInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_ann_arbor = /** @type {((inputs?: Booking_Office_Ann_ArborInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Office_Ann_ArborInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_office_ann_arbor(inputs)
});