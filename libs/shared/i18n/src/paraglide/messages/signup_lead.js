/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_LeadInputs */

const en_signup_lead = /** @type {(inputs: Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up to refer friends and watch your referral rewards add up.`)
};

/**
* | output |
* | --- |
* | "Sign up to refer friends and watch your referral rewards add up." |
*
* @param {Signup_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_lead = /** @type {((inputs?: Signup_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_signup_lead(inputs)
});