/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referrals_TitleInputs */

const en_admin_referrals_title = /** @type {(inputs: Admin_Referrals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referrals`)
};

/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Admin_Referrals_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referrals_title = /** @type {((inputs?: Admin_Referrals_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referrals_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referrals_title(inputs)
});