/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Dashboard_Meta_DescriptionInputs */

const en_referrals_dashboard_meta_description = /** @type {(inputs: Referrals_Dashboard_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your referrals, their status and what you have earned.`)
};

/**
* | output |
* | --- |
* | "Your referrals, their status and what you have earned." |
*
* @param {Referrals_Dashboard_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_dashboard_meta_description = /** @type {((inputs?: Referrals_Dashboard_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Dashboard_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_dashboard_meta_description(inputs)
});