/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Add_DependentInputs */

const en_taxinfo_add_dependent = /** @type {(inputs: Taxinfo_Add_DependentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a dependent`)
};

/**
* | output |
* | --- |
* | "Add a dependent" |
*
* @param {Taxinfo_Add_DependentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_add_dependent = /** @type {((inputs?: Taxinfo_Add_DependentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Add_DependentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_add_dependent(inputs)
});