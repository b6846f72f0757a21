/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Overview_Payments_TodayInputs */

const en_admin_overview_payments_today = /** @type {(inputs: Admin_Overview_Payments_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`paid today in ${i?.count} payments`)
};

/**
* | output |
* | --- |
* | "paid today in {count} payments" |
*
* @param {Admin_Overview_Payments_TodayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_payments_today = /** @type {((inputs: Admin_Overview_Payments_TodayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_Payments_TodayInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_payments_today(inputs)
});