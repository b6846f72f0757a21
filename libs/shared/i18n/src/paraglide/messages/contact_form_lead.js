/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_LeadInputs */

const en_contact_form_lead = /** @type {(inputs: Contact_Form_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We answer within one business day.`)
};

/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Contact_Form_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_form_lead = /** @type {((inputs?: Contact_Form_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_form_lead(inputs)
});