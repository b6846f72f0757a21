/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Done_Next_2Inputs */

const en_taxinfo_done_next_2 = /** @type {(inputs: Taxinfo_Done_Next_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A preparer from your chosen office reviews your information within one business day.`)
};

/**
* | output |
* | --- |
* | "A preparer from your chosen office reviews your information within one business day." |
*
* @param {Taxinfo_Done_Next_2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_2 = /** @type {((inputs?: Taxinfo_Done_Next_2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_Next_2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_next_2(inputs)
});