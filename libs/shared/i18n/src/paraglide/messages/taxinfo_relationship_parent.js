/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_ParentInputs */

const en_taxinfo_relationship_parent = /** @type {(inputs: Taxinfo_Relationship_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Taxinfo_Relationship_ParentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_parent = /** @type {((inputs?: Taxinfo_Relationship_ParentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_ParentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_parent(inputs)
});