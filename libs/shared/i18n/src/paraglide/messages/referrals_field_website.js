/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Field_WebsiteInputs */

const en_referrals_field_website = /** @type {(inputs: Referrals_Field_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Referrals_Field_WebsiteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_website = /** @type {((inputs?: Referrals_Field_WebsiteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Field_WebsiteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_field_website(inputs)
});