/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_History_TitleInputs */

const en_referrals_history_title = /** @type {(inputs: Referrals_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral History`)
};

/**
* | output |
* | --- |
* | "Referral History" |
*
* @param {Referrals_History_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_history_title = /** @type {((inputs?: Referrals_History_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_History_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_history_title(inputs)
});