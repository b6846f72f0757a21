/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Referral_Reward_NowInputs */

const en_admin_referral_reward_now = /** @type {(inputs: Admin_Referral_Reward_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reward: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Reward: {amount}" |
*
* @param {Admin_Referral_Reward_NowInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reward_now = /** @type {((inputs: Admin_Referral_Reward_NowInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Reward_NowInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_reward_now(inputs)
});