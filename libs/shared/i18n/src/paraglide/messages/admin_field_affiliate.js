/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_AffiliateInputs */

const en_admin_field_affiliate = /** @type {(inputs: Admin_Field_AffiliateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiliate`)
};

/**
* | output |
* | --- |
* | "Affiliate" |
*
* @param {Admin_Field_AffiliateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_affiliate = /** @type {((inputs?: Admin_Field_AffiliateInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_AffiliateInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_affiliate(inputs)
});