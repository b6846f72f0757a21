/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_ToInputs */

const en_admin_filter_to = /** @type {(inputs: Admin_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created to`)
};

/**
* | output |
* | --- |
* | "Created to" |
*
* @param {Admin_Filter_ToInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_to = /** @type {((inputs?: Admin_Filter_ToInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_ToInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_filter_to(inputs)
});