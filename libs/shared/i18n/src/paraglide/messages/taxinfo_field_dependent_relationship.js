/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_Dependent_RelationshipInputs */

const en_taxinfo_field_dependent_relationship = /** @type {(inputs: Taxinfo_Field_Dependent_RelationshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relationship`)
};

/**
* | output |
* | --- |
* | "Relationship" |
*
* @param {Taxinfo_Field_Dependent_RelationshipInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_dependent_relationship = /** @type {((inputs?: Taxinfo_Field_Dependent_RelationshipInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_Dependent_RelationshipInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_dependent_relationship(inputs)
});