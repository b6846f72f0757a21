/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Col_RewardInputs */

const en_referrals_col_reward = /** @type {(inputs: Referrals_Col_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward`)
};

/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Referrals_Col_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_col_reward = /** @type {((inputs?: Referrals_Col_RewardInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Col_RewardInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_col_reward(inputs)
});