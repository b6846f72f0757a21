/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Meta_DescriptionInputs */

const en_booking_meta_description = /** @type {(inputs: Booking_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a tax appointment at our Dearborn, Ypsilanti or Ann Arbor office, or a remote appointment by phone or video, including evenings and weekends.`)
};

/**
* | output |
* | --- |
* | "Book a tax appointment at our Dearborn, Ypsilanti or Ann Arbor office, or a remote appointment by phone or video, including evenings and weekends." |
*
* @param {Booking_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_meta_description = /** @type {((inputs?: Booking_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_meta_description(inputs)
});