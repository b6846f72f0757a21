/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Office_RemoteInputs */

const en_booking_office_remote = /** @type {(inputs: Booking_Office_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote (phone or video)`)
};

/**
* | output |
* | --- |
* | "Remote (phone or video)" |
*
* @param {Booking_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_office_remote = /** @type {((inputs?: Booking_Office_RemoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Office_RemoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_office_remote(inputs)
});