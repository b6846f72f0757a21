/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ExportingInputs */

const en_admin_exporting = /** @type {(inputs: Admin_ExportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporting...`)
};

/**
* | output |
* | --- |
* | "Exporting..." |
*
* @param {Admin_ExportingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_exporting = /** @type {((inputs?: Admin_ExportingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ExportingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_exporting(inputs)
});