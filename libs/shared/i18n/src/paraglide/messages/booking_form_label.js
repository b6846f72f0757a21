/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_LabelInputs */

const en_booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details`)
};

/**
* | output |
* | --- |
* | "Your details" |
*
* @param {Booking_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_form_label = /** @type {((inputs?: Booking_Form_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_form_label(inputs)
});