/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Register_LeadInputs */

const en_group_register_lead = /** @type {(inputs: Group_Register_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your organization and who we should talk to. We confirm within two business days and send you the details to share with your members.`)
};

/**
* | output |
* | --- |
* | "Tell us about your organization and who we should talk to. We confirm within two business days and send you the details to share with your members." |
*
* @param {Group_Register_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_register_lead = /** @type {((inputs?: Group_Register_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Register_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_register_lead(inputs)
});