/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_CancelledInputs */

const en_admin_cancelled = /** @type {(inputs: Admin_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointment cancelled`)
};

/**
* | output |
* | --- |
* | "Appointment cancelled" |
*
* @param {Admin_CancelledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancelled = /** @type {((inputs?: Admin_CancelledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_CancelledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_cancelled(inputs)
});