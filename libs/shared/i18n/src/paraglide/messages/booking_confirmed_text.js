/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, place: NonNullable<unknown>, reference: NonNullable<unknown>, email: NonNullable<unknown> }} Booking_Confirmed_TextInputs */

const en_booking_confirmed_text = /** @type {(inputs: Booking_Confirmed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.place}. Reference ${i?.reference}. We sent a confirmation with a calendar invitation and a private link to move or cancel it to ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "{when}, {place}. Reference {reference}. We sent a confirmation with a calendar invitation and a private link to move or cancel it to {email}." |
*
* @param {Booking_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_text = /** @type {((inputs: Booking_Confirmed_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_TextInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_confirmed_text(inputs)
});