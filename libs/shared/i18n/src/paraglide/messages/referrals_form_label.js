/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Form_LabelInputs */

const en_referrals_form_label = /** @type {(inputs: Referrals_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your friend's details`)
};

/**
* | output |
* | --- |
* | "Your friend's details" |
*
* @param {Referrals_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_form_label = /** @type {((inputs?: Referrals_Form_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Form_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_form_label(inputs)
});