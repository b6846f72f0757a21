/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Meta_DescriptionInputs */

const en_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account to refer friends to the firm and follow your referral rewards.`)
};

/**
* | output |
* | --- |
* | "Create an account to refer friends to the firm and follow your referral rewards." |
*
* @param {Signup_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_meta_description = /** @type {((inputs?: Signup_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_signup_meta_description(inputs)
});