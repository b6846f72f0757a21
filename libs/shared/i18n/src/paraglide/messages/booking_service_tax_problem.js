/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Service_Tax_ProblemInputs */

const en_booking_service_tax_problem = /** @type {(inputs: Booking_Service_Tax_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax problem / IRS letter`)
};

/**
* | output |
* | --- |
* | "Tax problem / IRS letter" |
*
* @param {Booking_Service_Tax_ProblemInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_service_tax_problem = /** @type {((inputs?: Booking_Service_Tax_ProblemInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_Tax_ProblemInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_service_tax_problem(inputs)
});