/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Dashboard_TitleInputs */

const en_referrals_dashboard_title = /** @type {(inputs: Referrals_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Dashboard`)
};

/**
* | output |
* | --- |
* | "Referral Dashboard" |
*
* @param {Referrals_Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_dashboard_title = /** @type {((inputs?: Referrals_Dashboard_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Dashboard_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_dashboard_title(inputs)
});