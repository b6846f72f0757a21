/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Appointments_CaptionInputs */

const en_admin_appointments_caption = /** @type {(inputs: Admin_Appointments_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointments in start order`)
};

/**
* | output |
* | --- |
* | "Appointments in start order" |
*
* @param {Admin_Appointments_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_appointments_caption = /** @type {((inputs?: Admin_Appointments_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Appointments_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_appointments_caption(inputs)
});