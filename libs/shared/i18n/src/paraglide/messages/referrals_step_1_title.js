/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Step_1_TitleInputs */

const en_referrals_step_1_title = /** @type {(inputs: Referrals_Step_1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your friend`)
};

/**
* | output |
* | --- |
* | "Tell us about your friend" |
*
* @param {Referrals_Step_1_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_1_title = /** @type {((inputs?: Referrals_Step_1_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Step_1_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_step_1_title(inputs)
});