/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_SectionInputs */

const en_admin_status_section = /** @type {(inputs: Admin_Status_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status and internal note`)
};

/**
* | output |
* | --- |
* | "Status and internal note" |
*
* @param {Admin_Status_SectionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_section = /** @type {((inputs?: Admin_Status_SectionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_SectionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_status_section(inputs)
});