/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Documents_LaterInputs */

const en_taxinfo_documents_later = /** @type {(inputs: Taxinfo_Documents_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents are encrypted before they are stored, and only our staff can open them. You can also bring them to your appointment instead.`)
};

/**
* | output |
* | --- |
* | "Documents are encrypted before they are stored, and only our staff can open them. You can also bring them to your appointment instead." |
*
* @param {Taxinfo_Documents_LaterInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_documents_later = /** @type {((inputs?: Taxinfo_Documents_LaterInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Documents_LaterInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_documents_later(inputs)
});