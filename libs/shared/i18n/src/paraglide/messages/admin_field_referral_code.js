/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Referral_CodeInputs */

const en_admin_field_referral_code = /** @type {(inputs: Admin_Field_Referral_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code`)
};

/**
* | output |
* | --- |
* | "Referral code" |
*
* @param {Admin_Field_Referral_CodeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_referral_code = /** @type {((inputs?: Admin_Field_Referral_CodeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Referral_CodeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_referral_code(inputs)
});