/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Filing_HintInputs */

const en_taxinfo_filing_hint = /** @type {(inputs: Taxinfo_Filing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure? Pick the closest one; your preparer will confirm it with you.`)
};

/**
* | output |
* | --- |
* | "Not sure? Pick the closest one; your preparer will confirm it with you." |
*
* @param {Taxinfo_Filing_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_hint = /** @type {((inputs?: Taxinfo_Filing_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Filing_HintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_filing_hint(inputs)
});