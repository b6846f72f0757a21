/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_School_CaptionInputs */

const en_admin_tax_school_caption = /** @type {(inputs: Admin_Tax_School_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax school registrations`)
};

/**
* | output |
* | --- |
* | "Tax school registrations" |
*
* @param {Admin_Tax_School_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_tax_school_caption = /** @type {((inputs?: Admin_Tax_School_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_School_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_tax_school_caption(inputs)
});