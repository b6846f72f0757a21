/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_MovedInputs */

const en_admin_moved = /** @type {(inputs: Admin_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointment moved; the client gets the updated invitation.`)
};

/**
* | output |
* | --- |
* | "Appointment moved; the client gets the updated invitation." |
*
* @param {Admin_MovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_moved = /** @type {((inputs?: Admin_MovedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_MovedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_moved(inputs)
});