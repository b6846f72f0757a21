/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Service_Individual_ReturnInputs */

const en_booking_service_individual_return = /** @type {(inputs: Booking_Service_Individual_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Individual tax return`)
};

/**
* | output |
* | --- |
* | "Individual tax return" |
*
* @param {Booking_Service_Individual_ReturnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_individual_return = /** @type {((inputs?: Booking_Service_Individual_ReturnInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_Individual_ReturnInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_service_individual_return(inputs)
});