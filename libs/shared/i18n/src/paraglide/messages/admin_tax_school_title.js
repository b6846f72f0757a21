/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_School_TitleInputs */

const en_admin_tax_school_title = /** @type {(inputs: Admin_Tax_School_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax school`)
};

/**
* | output |
* | --- |
* | "Tax school" |
*
* @param {Admin_Tax_School_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_tax_school_title = /** @type {((inputs?: Admin_Tax_School_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_School_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_tax_school_title(inputs)
});