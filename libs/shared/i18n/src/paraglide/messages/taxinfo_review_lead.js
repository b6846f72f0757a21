/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Review_LeadInputs */

const en_taxinfo_review_lead = /** @type {(inputs: Taxinfo_Review_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your answers. Use the edit links to change anything before you submit.`)
};

/**
* | output |
* | --- |
* | "Check your answers. Use the edit links to change anything before you submit." |
*
* @param {Taxinfo_Review_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_review_lead = /** @type {((inputs?: Taxinfo_Review_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Review_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_review_lead(inputs)
});