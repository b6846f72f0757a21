/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Load_FailedInputs */

const en_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This could not be loaded. Please try again.`)
};

/**
* | output |
* | --- |
* | "This could not be loaded. Please try again." |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed = /** @type {((inputs?: Admin_Load_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_load_failed(inputs)
});