/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Relationship_SonInputs */

const en_taxinfo_relationship_son = /** @type {(inputs: Taxinfo_Relationship_SonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son`)
};

/**
* | output |
* | --- |
* | "Son" |
*
* @param {Taxinfo_Relationship_SonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_son = /** @type {((inputs?: Taxinfo_Relationship_SonInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Relationship_SonInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_relationship_son(inputs)
});