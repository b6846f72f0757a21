/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_Foster_ChildInputs */

const en_taxinfo_relationship_foster_child = /** @type {(inputs: Taxinfo_Relationship_Foster_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foster child`)
};

/**
* | output |
* | --- |
* | "Foster child" |
*
* @param {Taxinfo_Relationship_Foster_ChildInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_foster_child = /** @type {((inputs?: Taxinfo_Relationship_Foster_ChildInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_Foster_ChildInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_foster_child(inputs)
});