/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Reward_HintInputs */

const en_admin_referral_reward_hint = /** @type {(inputs: Admin_Referral_Reward_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example 35.00.`)
};

/**
* | output |
* | --- |
* | "For example 35.00." |
*
* @param {Admin_Referral_Reward_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward_hint = /** @type {((inputs?: Admin_Referral_Reward_HintInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Reward_HintInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_reward_hint(inputs)
});