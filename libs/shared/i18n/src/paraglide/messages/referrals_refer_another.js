/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Refer_AnotherInputs */

const en_referrals_refer_another = /** @type {(inputs: Referrals_Refer_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refer another friend`)
};

/**
* | output |
* | --- |
* | "Refer another friend" |
*
* @param {Referrals_Refer_AnotherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_refer_another = /** @type {((inputs?: Referrals_Refer_AnotherInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Refer_AnotherInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_refer_another(inputs)
});