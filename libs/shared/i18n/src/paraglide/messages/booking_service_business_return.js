/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Service_Business_ReturnInputs */

const en_booking_service_business_return = /** @type {(inputs: Booking_Service_Business_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business tax return`)
};

/**
* | output |
* | --- |
* | "Business tax return" |
*
* @param {Booking_Service_Business_ReturnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_business_return = /** @type {((inputs?: Booking_Service_Business_ReturnInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_Business_ReturnInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_service_business_return(inputs)
});