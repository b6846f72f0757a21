/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_TitleInputs */

const en_taxinfo_title = /** @type {(inputs: Taxinfo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Your Tax Information`)
};

/**
* | output |
* | --- |
* | "Submit Your Tax Information" |
*
* @param {Taxinfo_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_title = /** @type {((inputs?: Taxinfo_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_title(inputs)
});