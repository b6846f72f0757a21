/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Taxinfo_Done_ReferenceInputs */

const en_taxinfo_done_reference = /** @type {(inputs: Taxinfo_Done_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reference number is ${i?.reference}. Please quote it when you contact us.`)
};

/**
* | output |
* | --- |
* | "Your reference number is {reference}. Please quote it when you contact us." |
*
* @param {Taxinfo_Done_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_reference = /** @type {((inputs: Taxinfo_Done_ReferenceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Done_ReferenceInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_done_reference(inputs)
});