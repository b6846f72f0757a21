/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Taxschool_Form_LeadInputs */

const en_taxschool_form_lead = /** @type {(inputs: Taxschool_Form_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register online and pay the ${i?.fee} course fee securely by card.`)
};

/**
* | output |
* | --- |
* | "Register online and pay the {fee} course fee securely by card." |
*
* @param {Taxschool_Form_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_form_lead = /** @type {((inputs: Taxschool_Form_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Form_LeadInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_form_lead(inputs)
});