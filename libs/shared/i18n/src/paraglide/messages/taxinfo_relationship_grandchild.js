/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_GrandchildInputs */

const en_taxinfo_relationship_grandchild = /** @type {(inputs: Taxinfo_Relationship_GrandchildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grandchild`)
};

/**
* | output |
* | --- |
* | "Grandchild" |
*
* @param {Taxinfo_Relationship_GrandchildInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_grandchild = /** @type {((inputs?: Taxinfo_Relationship_GrandchildInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_GrandchildInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_grandchild(inputs)
});