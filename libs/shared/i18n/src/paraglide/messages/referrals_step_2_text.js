/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Step_2_TextInputs */

const en_referrals_step_2_text = /** @type {(inputs: Referrals_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We send your friend one invitation with their special discount, and they file their return with us.`)
};

/**
* | output |
* | --- |
* | "We send your friend one invitation with their special discount, and they file their return with us." |
*
* @param {Referrals_Step_2_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_2_text = /** @type {((inputs?: Referrals_Step_2_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Step_2_TextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_step_2_text(inputs)
});