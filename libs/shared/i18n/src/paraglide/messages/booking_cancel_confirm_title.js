/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Booking_Cancel_Confirm_TitleInputs */

const en_booking_cancel_confirm_title = /** @type {(inputs: Booking_Cancel_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel your appointment on ${i?.when}?`)
};

/**
* | output |
* | --- |
* | "Cancel your appointment on {when}?" |
*
* @param {Booking_Cancel_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_cancel_confirm_title = /** @type {((inputs: Booking_Cancel_Confirm_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cancel_Confirm_TitleInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_cancel_confirm_title(inputs)
});