/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_OtherInputs */

const en_taxinfo_relationship_other = /** @type {(inputs: Taxinfo_Relationship_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other relative`)
};

/**
* | output |
* | --- |
* | "Other relative" |
*
* @param {Taxinfo_Relationship_OtherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_other = /** @type {((inputs?: Taxinfo_Relationship_OtherInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_OtherInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_other(inputs)
});