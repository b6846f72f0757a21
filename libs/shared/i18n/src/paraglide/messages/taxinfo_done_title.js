/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Done_TitleInputs */

const en_taxinfo_done_title = /** @type {(inputs: Taxinfo_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, we have your information`)
};

/**
* | output |
* | --- |
* | "Thank you, we have your information" |
*
* @param {Taxinfo_Done_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_title = /** @type {((inputs?: Taxinfo_Done_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_title(inputs)
});