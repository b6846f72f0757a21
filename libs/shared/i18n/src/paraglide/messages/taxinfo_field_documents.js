/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_DocumentsInputs */

const en_taxinfo_field_documents = /** @type {(inputs: Taxinfo_Field_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your documents (optional)`)
};

/**
* | output |
* | --- |
* | "Your documents (optional)" |
*
* @param {Taxinfo_Field_DocumentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_documents = /** @type {((inputs?: Taxinfo_Field_DocumentsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_DocumentsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_documents(inputs)
});