/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Overview_WeekInputs */

const en_admin_overview_week = /** @type {(inputs: Admin_Overview_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this week`)
};

/**
* | output |
* | --- |
* | "this week" |
*
* @param {Admin_Overview_WeekInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_week = /** @type {((inputs?: Admin_Overview_WeekInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_WeekInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_week(inputs)
});