/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Card_TotalInputs */

const en_referrals_card_total = /** @type {(inputs: Referrals_Card_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Referrals`)
};

/**
* | output |
* | --- |
* | "Total Referrals" |
*
* @param {Referrals_Card_TotalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_card_total = /** @type {((inputs?: Referrals_Card_TotalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Card_TotalInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_card_total(inputs)
});