/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Share_TitleInputs */

const en_referrals_share_title = /** @type {(inputs: Referrals_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your share link`)
};

/**
* | output |
* | --- |
* | "Your share link" |
*
* @param {Referrals_Share_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_share_title = /** @type {((inputs?: Referrals_Share_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Share_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_share_title(inputs)
});