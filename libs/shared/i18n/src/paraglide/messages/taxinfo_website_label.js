/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Website_LabelInputs */

const en_taxinfo_website_label = /** @type {(inputs: Taxinfo_Website_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Taxinfo_Website_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_website_label = /** @type {((inputs?: Taxinfo_Website_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Website_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_website_label(inputs)
});