/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_ChooseInputs */

const en_taxinfo_relationship_choose = /** @type {(inputs: Taxinfo_Relationship_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose...`)
};

/**
* | output |
* | --- |
* | "Choose..." |
*
* @param {Taxinfo_Relationship_ChooseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_choose = /** @type {((inputs?: Taxinfo_Relationship_ChooseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_ChooseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_choose(inputs)
});