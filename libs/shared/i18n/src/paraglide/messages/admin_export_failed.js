/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_FailedInputs */

const en_admin_export_failed = /** @type {(inputs: Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The export failed. Please try again.`)
};

/**
* | output |
* | --- |
* | "The export failed. Please try again." |
*
* @param {Admin_Export_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_export_failed = /** @type {((inputs?: Admin_Export_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_export_failed(inputs)
});