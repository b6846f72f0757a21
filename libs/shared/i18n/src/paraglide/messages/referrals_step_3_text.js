/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Step_3_TextInputs */

const en_referrals_step_3_text = /** @type {(inputs: Referrals_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once their return is complete, you receive $20 - $50 in cash. Follow every referral on your dashboard.`)
};

/**
* | output |
* | --- |
* | "Once their return is complete, you receive $20 - $50 in cash. Follow every referral on your dashboard." |
*
* @param {Referrals_Step_3_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_3_text = /** @type {((inputs?: Referrals_Step_3_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Step_3_TextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_step_3_text(inputs)
});