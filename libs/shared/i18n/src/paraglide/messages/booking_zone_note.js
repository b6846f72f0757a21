/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detroit: NonNullable<unknown>, zone: NonNullable<unknown> }} Booking_Zone_NoteInputs */

const en_booking_zone_note = /** @type {(inputs: Booking_Zone_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Times are shown in Detroit time (${i?.detroit}) and in your own time zone (${i?.zone}).`)
};

/**
* | output |
* | --- |
* | "Times are shown in Detroit time ({detroit}) and in your own time zone ({zone})." |
*
* @param {Booking_Zone_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_zone_note = /** @type {((inputs: Booking_Zone_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Zone_NoteInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_zone_note(inputs)
});