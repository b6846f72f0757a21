/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Filing_Qualifying_Surviving_SpouseInputs */

const en_taxinfo_filing_qualifying_surviving_spouse = /** @type {(inputs: Taxinfo_Filing_Qualifying_Surviving_SpouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualifying surviving spouse`)
};

/**
* | output |
* | --- |
* | "Qualifying surviving spouse" |
*
* @param {Taxinfo_Filing_Qualifying_Surviving_SpouseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_qualifying_surviving_spouse = /** @type {((inputs?: Taxinfo_Filing_Qualifying_Surviving_SpouseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Filing_Qualifying_Surviving_SpouseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_filing_qualifying_surviving_spouse(inputs)
});