/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, phone: NonNullable<unknown> }} Booking_Cancel_Confirm_TextInputs */

const en_booking_cancel_confirm_text = /** @type {(inputs: Booking_Cancel_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This time (${i?.place}) goes back on the schedule for someone else. To come another time, book again on our Schedule page or call ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "This time ({place}) goes back on the schedule for someone else. To come another time, book again on our Schedule page or call {phone}." |
*
* @param {Booking_Cancel_Confirm_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_text = /** @type {((inputs: Booking_Cancel_Confirm_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cancel_Confirm_TextInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_cancel_confirm_text(inputs)
});