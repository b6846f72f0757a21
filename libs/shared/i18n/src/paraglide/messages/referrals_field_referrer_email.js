/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Field_Referrer_EmailInputs */

const en_referrals_field_referrer_email = /** @type {(inputs: Referrals_Field_Referrer_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email`)
};

/**
* | output |
* | --- |
* | "Your email" |
*
* @param {Referrals_Field_Referrer_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_referrer_email = /** @type {((inputs?: Referrals_Field_Referrer_EmailInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Field_Referrer_EmailInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_field_referrer_email(inputs)
});