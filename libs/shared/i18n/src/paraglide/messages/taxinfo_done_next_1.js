/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Done_Next_1Inputs */

const en_taxinfo_done_next_1 = /** @type {(inputs: Taxinfo_Done_Next_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We email you a confirmation with your reference number.`)
};

/**
* | output |
* | --- |
* | "We email you a confirmation with your reference number." |
*
* @param {Taxinfo_Done_Next_1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_next_1 = /** @type {((inputs?: Taxinfo_Done_Next_1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_Next_1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_next_1(inputs)
});