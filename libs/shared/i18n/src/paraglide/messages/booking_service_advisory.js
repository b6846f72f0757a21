/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Service_AdvisoryInputs */

const en_booking_service_advisory = /** @type {(inputs: Booking_Service_AdvisoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advisory`)
};

/**
* | output |
* | --- |
* | "Advisory" |
*
* @param {Booking_Service_AdvisoryInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_advisory = /** @type {((inputs?: Booking_Service_AdvisoryInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_AdvisoryInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_service_advisory(inputs)
});