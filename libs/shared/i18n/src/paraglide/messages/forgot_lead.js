/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_LeadInputs */

const en_forgot_lead = /** @type {(inputs: Forgot_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email you signed up with and we'll send you a link to choose a new password.`)
};

/**
* | output |
* | --- |
* | "Enter the email you signed up with and we'll send you a link to choose a new password." |
*
* @param {Forgot_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_lead = /** @type {((inputs?: Forgot_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_forgot_lead(inputs)
});