/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Taxinfo_Remove_DependentInputs */

const en_taxinfo_remove_dependent = /** @type {(inputs: Taxinfo_Remove_DependentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove dependent ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Remove dependent {number}" |
*
* @param {Taxinfo_Remove_DependentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_remove_dependent = /** @type {((inputs: Taxinfo_Remove_DependentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Remove_DependentInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_remove_dependent(inputs)
});