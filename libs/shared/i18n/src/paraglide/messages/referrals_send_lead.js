/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Send_LeadInputs */

const en_referrals_send_lead = /** @type {(inputs: Referrals_Send_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Know someone who needs their taxes done? Recommend us: your friend gets a special discount and you earn $20 - $50 per referral.`)
};

/**
* | output |
* | --- |
* | "Know someone who needs their taxes done? Recommend us: your friend gets a special discount and you earn $20 - $50 per referral." |
*
* @param {Referrals_Send_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_send_lead = /** @type {((inputs?: Referrals_Send_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Send_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_send_lead(inputs)
});