/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Overview_ListsInputs */

const en_admin_overview_lists = /** @type {(inputs: Admin_Overview_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lists`)
};

/**
* | output |
* | --- |
* | "Lists" |
*
* @param {Admin_Overview_ListsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_lists = /** @type {((inputs?: Admin_Overview_ListsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_ListsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_lists(inputs)
});