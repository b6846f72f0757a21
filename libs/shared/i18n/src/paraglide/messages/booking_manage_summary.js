/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, place: NonNullable<unknown>, reference: NonNullable<unknown> }} Booking_Manage_SummaryInputs */

const en_booking_manage_summary = /** @type {(inputs: Booking_Manage_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.place}. Reference ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "{when}, {place}. Reference {reference}." |
*
* @param {Booking_Manage_SummaryInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const booking_manage_summary = /** @type {((inputs: Booking_Manage_SummaryInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Manage_SummaryInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_booking_manage_summary(inputs)
});