/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Taxinfo_Review_DocumentsInputs */

const en_taxinfo_review_documents = /** @type {(inputs: Taxinfo_Review_DocumentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documents uploaded: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Documents uploaded: {count}" |
*
* @param {Taxinfo_Review_DocumentsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_review_documents = /** @type {((inputs: Taxinfo_Review_DocumentsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Review_DocumentsInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_review_documents(inputs)
});