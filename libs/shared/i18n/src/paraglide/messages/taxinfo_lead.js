/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_LeadInputs */

const en_taxinfo_lead = /** @type {(inputs: Taxinfo_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eight short steps, about ten minutes. What you type stays in this tab until you submit, even if you reload the page.`)
};

/**
* | output |
* | --- |
* | "Eight short steps, about ten minutes. What you type stays in this tab until you submit, even if you reload the page." |
*
* @param {Taxinfo_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_lead = /** @type {((inputs?: Taxinfo_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_lead(inputs)
});