/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_StepchildInputs */

const en_taxinfo_relationship_stepchild = /** @type {(inputs: Taxinfo_Relationship_StepchildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stepchild`)
};

/**
* | output |
* | --- |
* | "Stepchild" |
*
* @param {Taxinfo_Relationship_StepchildInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_stepchild = /** @type {((inputs?: Taxinfo_Relationship_StepchildInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_StepchildInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_stepchild(inputs)
});