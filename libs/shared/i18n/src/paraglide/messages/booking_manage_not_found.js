/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Manage_Not_FoundInputs */

const en_booking_manage_not_found = /** @type {(inputs: Booking_Manage_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work any more: the appointment was cancelled, or the link is not complete. Please book again or call us.`)
};

/**
* | output |
* | --- |
* | "This link does not work any more: the appointment was cancelled, or the link is not complete. Please book again or call us." |
*
* @param {Booking_Manage_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_not_found = /** @type {((inputs?: Booking_Manage_Not_FoundInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_Not_FoundInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_not_found(inputs)
});