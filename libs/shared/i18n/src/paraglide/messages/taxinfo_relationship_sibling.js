/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_SiblingInputs */

const en_taxinfo_relationship_sibling = /** @type {(inputs: Taxinfo_Relationship_SiblingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brother or sister`)
};

/**
* | output |
* | --- |
* | "Brother or sister" |
*
* @param {Taxinfo_Relationship_SiblingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_sibling = /** @type {((inputs?: Taxinfo_Relationship_SiblingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_SiblingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_sibling(inputs)
});