/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Slot_TakenInputs */

const en_booking_slot_taken = /** @type {(inputs: Booking_Slot_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time was just taken. Please choose another time; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "That time was just taken. Please choose another time; what you typed is kept." |
*
* @param {Booking_Slot_TakenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_slot_taken = /** @type {((inputs?: Booking_Slot_TakenInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Slot_TakenInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_slot_taken(inputs)
});