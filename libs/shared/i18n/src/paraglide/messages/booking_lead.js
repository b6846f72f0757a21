/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_LeadInputs */

const en_booking_lead = /** @type {(inputs: Booking_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick an office or a remote appointment, a service and a free time. You get a confirmation email with a calendar invitation.`)
};

/**
* | output |
* | --- |
* | "Pick an office or a remote appointment, a service and a free time. You get a confirmation email with a calendar invitation." |
*
* @param {Booking_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_lead = /** @type {((inputs?: Booking_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_lead(inputs)
});