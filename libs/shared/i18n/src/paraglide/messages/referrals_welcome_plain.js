/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Welcome_PlainInputs */

const en_referrals_welcome_plain = /** @type {(inputs: Referrals_Welcome_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A friend sent you our way: you get a special discount on your tax return with us.`)
};

/**
* | output |
* | --- |
* | "A friend sent you our way: you get a special discount on your tax return with us." |
*
* @param {Referrals_Welcome_PlainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_plain = /** @type {((inputs?: Referrals_Welcome_PlainInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Welcome_PlainInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_welcome_plain(inputs)
});