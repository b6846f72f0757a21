/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referrals_CaptionInputs */

const en_admin_referrals_caption = /** @type {(inputs: Admin_Referrals_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referrals`)
};

/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Admin_Referrals_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referrals_caption = /** @type {((inputs?: Admin_Referrals_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referrals_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referrals_caption(inputs)
});