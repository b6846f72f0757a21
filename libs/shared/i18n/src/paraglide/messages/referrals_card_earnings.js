/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Card_EarningsInputs */

const en_referrals_card_earnings = /** @type {(inputs: Referrals_Card_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Earnings`)
};

/**
* | output |
* | --- |
* | "Total Earnings" |
*
* @param {Referrals_Card_EarningsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_card_earnings = /** @type {((inputs?: Referrals_Card_EarningsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Card_EarningsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_card_earnings(inputs)
});