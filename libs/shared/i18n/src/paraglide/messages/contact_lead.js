/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_LeadInputs */

const en_contact_lead = /** @type {(inputs: Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about your taxes, your business or a letter from the IRS? Write to us, call, or visit one of our offices.`)
};

/**
* | output |
* | --- |
* | "Questions about your taxes, your business or a letter from the IRS? Write to us, call, or visit one of our offices." |
*
* @param {Contact_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_lead = /** @type {((inputs?: Contact_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_lead(inputs)
});