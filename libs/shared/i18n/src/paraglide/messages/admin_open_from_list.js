/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Open_From_ListInputs */

const en_admin_open_from_list = /** @type {(inputs: Admin_Open_From_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open this record from its list.`)
};

/**
* | output |
* | --- |
* | "Open this record from its list." |
*
* @param {Admin_Open_From_ListInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_open_from_list = /** @type {((inputs?: Admin_Open_From_ListInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Open_From_ListInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_open_from_list(inputs)
});