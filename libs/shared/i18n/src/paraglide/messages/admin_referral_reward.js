/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_RewardInputs */

const en_admin_referral_reward = /** @type {(inputs: Admin_Referral_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward in dollars`)
};

/**
* | output |
* | --- |
* | "Reward in dollars" |
*
* @param {Admin_Referral_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward = /** @type {((inputs?: Admin_Referral_RewardInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_RewardInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_reward(inputs)
});