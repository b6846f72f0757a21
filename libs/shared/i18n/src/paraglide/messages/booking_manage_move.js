/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Manage_MoveInputs */

const en_booking_manage_move = /** @type {(inputs: Booking_Manage_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move appointment`)
};

/**
* | output |
* | --- |
* | "Move appointment" |
*
* @param {Booking_Manage_MoveInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_move = /** @type {((inputs?: Booking_Manage_MoveInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_MoveInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_move(inputs)
});