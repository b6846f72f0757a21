/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_WebsiteInputs */

const en_booking_field_website = /** @type {(inputs: Booking_Field_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Booking_Field_WebsiteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_field_website = /** @type {((inputs?: Booking_Field_WebsiteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_WebsiteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_field_website(inputs)
});