/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_LeadInputs */

const en_login_lead = /** @type {(inputs: Login_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to follow your referrals and manage your account.`)
};

/**
* | output |
* | --- |
* | "Sign in to follow your referrals and manage your account." |
*
* @param {Login_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const login_lead = /** @type {((inputs?: Login_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_login_lead(inputs)
});