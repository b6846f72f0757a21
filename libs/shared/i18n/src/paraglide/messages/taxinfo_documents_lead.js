/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Documents_LeadInputs */

const en_taxinfo_documents_lead = /** @type {(inputs: Taxinfo_Documents_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload your W-2s, 1099s, last year's return and other forms here (PDF, JPEG, PNG, HEIC, DOC or DOCX), or bring them to your appointment.`)
};

/**
* | output |
* | --- |
* | "Upload your W-2s, 1099s, last year's return and other forms here (PDF, JPEG, PNG, HEIC, DOC or DOCX), or bring them to your appointment." |
*
* @param {Taxinfo_Documents_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_documents_lead = /** @type {((inputs?: Taxinfo_Documents_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Documents_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_documents_lead(inputs)
});