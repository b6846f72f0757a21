/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_DaughterInputs */

const en_taxinfo_relationship_daughter = /** @type {(inputs: Taxinfo_Relationship_DaughterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daughter`)
};

/**
* | output |
* | --- |
* | "Daughter" |
*
* @param {Taxinfo_Relationship_DaughterInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_daughter = /** @type {((inputs?: Taxinfo_Relationship_DaughterInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_DaughterInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_daughter(inputs)
});