/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Step_2_TitleInputs */

const en_referrals_step_2_title = /** @type {(inputs: Referrals_Step_2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your friend files with us`)
};

/**
* | output |
* | --- |
* | "Your friend files with us" |
*
* @param {Referrals_Step_2_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_2_title = /** @type {((inputs?: Referrals_Step_2_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Step_2_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_step_2_title(inputs)
});