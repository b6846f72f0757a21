/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ office: NonNullable<unknown> }} Admin_Overview_Office_WeekInputs */

const en_admin_overview_office_week = /** @type {(inputs: Admin_Overview_Office_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this week at ${i?.office}`)
};

/**
* | output |
* | --- |
* | "this week at {office}" |
*
* @param {Admin_Overview_Office_WeekInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_office_week = /** @type {((inputs: Admin_Overview_Office_WeekInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_Office_WeekInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_office_week(inputs)
});