/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Appointments_TitleInputs */

const en_admin_appointments_title = /** @type {(inputs: Admin_Appointments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointments`)
};

/**
* | output |
* | --- |
* | "Appointments" |
*
* @param {Admin_Appointments_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_appointments_title = /** @type {((inputs?: Admin_Appointments_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Appointments_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_appointments_title(inputs)
});