/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_RewardInputs */

const en_admin_field_reward = /** @type {(inputs: Admin_Field_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward`)
};

/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Admin_Field_RewardInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_reward = /** @type {((inputs?: Admin_Field_RewardInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_RewardInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_reward(inputs)
});