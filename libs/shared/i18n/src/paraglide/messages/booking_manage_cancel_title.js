/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Manage_Cancel_TitleInputs */

const en_booking_manage_cancel_title = /** @type {(inputs: Booking_Manage_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel it`)
};

/**
* | output |
* | --- |
* | "Cancel it" |
*
* @param {Booking_Manage_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_cancel_title = /** @type {((inputs?: Booking_Manage_Cancel_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_Cancel_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_cancel_title(inputs)
});