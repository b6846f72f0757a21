/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_FromInputs */

const en_admin_filter_from = /** @type {(inputs: Admin_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created from`)
};

/**
* | output |
* | --- |
* | "Created from" |
*
* @param {Admin_Filter_FromInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_from = /** @type {((inputs?: Admin_Filter_FromInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_FromInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_filter_from(inputs)
});