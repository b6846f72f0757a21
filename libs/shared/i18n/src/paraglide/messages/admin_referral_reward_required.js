/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Reward_RequiredInputs */

const en_admin_referral_reward_required = /** @type {(inputs: Admin_Referral_Reward_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the reward in dollars, like 35.00.`)
};

/**
* | output |
* | --- |
* | "Enter the reward in dollars, like 35.00." |
*
* @param {Admin_Referral_Reward_RequiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward_required = /** @type {((inputs?: Admin_Referral_Reward_RequiredInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Reward_RequiredInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_reward_required(inputs)
});