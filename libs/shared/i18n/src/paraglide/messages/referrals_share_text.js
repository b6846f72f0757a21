/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Share_TextInputs */

const en_referrals_share_text = /** @type {(inputs: Referrals_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this link to friends: when they contact us, book or submit their information within 60 days, the referral is yours.`)
};

/**
* | output |
* | --- |
* | "Send this link to friends: when they contact us, book or submit their information within 60 days, the referral is yours." |
*
* @param {Referrals_Share_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_share_text = /** @type {((inputs?: Referrals_Share_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Share_TextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_share_text(inputs)
});