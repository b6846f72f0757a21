/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Overview_Today_LowerInputs */

const en_admin_overview_today_lower = /** @type {(inputs: Admin_Overview_Today_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`today`)
};

/**
* | output |
* | --- |
* | "today" |
*
* @param {Admin_Overview_Today_LowerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_today_lower = /** @type {((inputs?: Admin_Overview_Today_LowerInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_Today_LowerInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_today_lower(inputs)
});