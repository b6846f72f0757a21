/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Meta_DescriptionInputs */

const en_taxinfo_meta_description = /** @type {(inputs: Taxinfo_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get started: tell us about your household, income and documents in eight short steps, and a preparer from your chosen office will contact you.`)
};

/**
* | output |
* | --- |
* | "Get started: tell us about your household, income and documents in eight short steps, and a preparer from your chosen office will contact you." |
*
* @param {Taxinfo_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_meta_description = /** @type {((inputs?: Taxinfo_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_meta_description(inputs)
});