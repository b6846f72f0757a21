/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Filing_SingleInputs */

const en_taxinfo_filing_single = /** @type {(inputs: Taxinfo_Filing_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single`)
};

/**
* | output |
* | --- |
* | "Single" |
*
* @param {Taxinfo_Filing_SingleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_single = /** @type {((inputs?: Taxinfo_Filing_SingleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Filing_SingleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_filing_single(inputs)
});