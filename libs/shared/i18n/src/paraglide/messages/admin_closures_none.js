/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closures_NoneInputs */

const en_admin_closures_none = /** @type {(inputs: Admin_Closures_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No closures planned.`)
};

/**
* | output |
* | --- |
* | "No closures planned." |
*
* @param {Admin_Closures_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closures_none = /** @type {((inputs?: Admin_Closures_NoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closures_NoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closures_none(inputs)
});