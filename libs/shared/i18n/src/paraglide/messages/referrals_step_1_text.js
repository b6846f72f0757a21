/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Step_1_TextInputs */

const en_referrals_step_1_text = /** @type {(inputs: Referrals_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in the form below with your details and your friend's name, email and phone.`)
};

/**
* | output |
* | --- |
* | "Fill in the form below with your details and your friend's name, email and phone." |
*
* @param {Referrals_Step_1_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_step_1_text = /** @type {((inputs?: Referrals_Step_1_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Step_1_TextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_step_1_text(inputs)
});