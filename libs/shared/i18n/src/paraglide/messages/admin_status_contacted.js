/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_ContactedInputs */

const en_admin_status_contacted = /** @type {(inputs: Admin_Status_ContactedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacted`)
};

/**
* | output |
* | --- |
* | "Contacted" |
*
* @param {Admin_Status_ContactedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_contacted = /** @type {((inputs?: Admin_Status_ContactedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_ContactedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_status_contacted(inputs)
});