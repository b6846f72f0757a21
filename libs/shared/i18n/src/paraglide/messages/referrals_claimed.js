/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Referrals_ClaimedInputs */

const en_referrals_claimed = /** @type {(inputs: Referrals_ClaimedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} referral(s) added to your dashboard.`)
};

/**
* | output |
* | --- |
* | "{count} referral(s) added to your dashboard." |
*
* @param {Referrals_ClaimedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_claimed = /** @type {((inputs: Referrals_ClaimedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_ClaimedInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_claimed(inputs)
});