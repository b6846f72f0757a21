/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_Meta_DescriptionInputs */

const en_forgot_meta_description = /** @type {(inputs: Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a link to choose a new password for your account.`)
};

/**
* | output |
* | --- |
* | "Request a link to choose a new password for your account." |
*
* @param {Forgot_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_meta_description = /** @type {((inputs?: Forgot_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_forgot_meta_description(inputs)
});