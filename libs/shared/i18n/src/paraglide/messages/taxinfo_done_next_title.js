/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Done_Next_TitleInputs */

const en_taxinfo_done_next_title = /** @type {(inputs: Taxinfo_Done_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens next`)
};

/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Taxinfo_Done_Next_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_title = /** @type {((inputs?: Taxinfo_Done_Next_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_Next_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_next_title(inputs)
});