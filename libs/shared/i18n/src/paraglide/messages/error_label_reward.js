/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Label_RewardInputs */

const en_error_label_reward = /** @type {(inputs: Error_Label_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward`)
};

/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Error_Label_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_reward = /** @type {((inputs?: Error_Label_RewardInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Label_RewardInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_label_reward(inputs)
});