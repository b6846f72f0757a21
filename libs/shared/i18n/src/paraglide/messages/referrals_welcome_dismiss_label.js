/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Welcome_Dismiss_LabelInputs */

const en_referrals_welcome_dismiss_label = /** @type {(inputs: Referrals_Welcome_Dismiss_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss the welcome`)
};

/**
* | output |
* | --- |
* | "Dismiss the welcome" |
*
* @param {Referrals_Welcome_Dismiss_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_dismiss_label = /** @type {((inputs?: Referrals_Welcome_Dismiss_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Welcome_Dismiss_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_welcome_dismiss_label(inputs)
});