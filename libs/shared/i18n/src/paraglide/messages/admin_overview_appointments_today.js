/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Overview_Appointments_TodayInputs */

const en_admin_overview_appointments_today = /** @type {(inputs: Admin_Overview_Appointments_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`appointments today`)
};

/**
* | output |
* | --- |
* | "appointments today" |
*
* @param {Admin_Overview_Appointments_TodayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_appointments_today = /** @type {((inputs?: Admin_Overview_Appointments_TodayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_Appointments_TodayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_appointments_today(inputs)
});