/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_ReferrerInputs */

const en_admin_field_referrer = /** @type {(inputs: Admin_Field_ReferrerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referrer`)
};

/**
* | output |
* | --- |
* | "Referrer" |
*
* @param {Admin_Field_ReferrerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_referrer = /** @type {((inputs?: Admin_Field_ReferrerInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_ReferrerInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_referrer(inputs)
});