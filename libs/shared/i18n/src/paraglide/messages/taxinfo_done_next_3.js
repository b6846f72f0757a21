/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Done_Next_3Inputs */

const en_taxinfo_done_next_3 = /** @type {(inputs: Taxinfo_Done_Next_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We contact you the way you asked to set up your appointment and collect anything missing.`)
};

/**
* | output |
* | --- |
* | "We contact you the way you asked to set up your appointment and collect anything missing." |
*
* @param {Taxinfo_Done_Next_3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_3 = /** @type {((inputs?: Taxinfo_Done_Next_3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_Next_3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_next_3(inputs)
});