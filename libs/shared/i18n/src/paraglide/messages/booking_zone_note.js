/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detroit: NonNullable<unknown>, zone: NonNullable<unknown>, time: NonNullable<unknown>, local: NonNullable<unknown> }} Booking_Zone_NoteInputs */

const en_booking_zone_note = /** @type {(inputs: Booking_Zone_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Times are office times in Detroit (${i?.detroit}). Your clock shows ${i?.zone}: ${i?.time} here is ${i?.local} your time.`)
};

/**
* | output |
* | --- |
* | "Times are office times in Detroit ({detroit}). Your clock shows {zone}: {time} here is {local} your time." |
*
* @param {Booking_Zone_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_zone_note = /** @type {((inputs: Booking_Zone_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Zone_NoteInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_zone_note(inputs)
});