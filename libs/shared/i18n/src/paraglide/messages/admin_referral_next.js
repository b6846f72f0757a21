/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_NextInputs */

const en_admin_referral_next = /** @type {(inputs: Admin_Referral_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New status`)
};

/**
* | output |
* | --- |
* | "New status" |
*
* @param {Admin_Referral_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_next = /** @type {((inputs?: Admin_Referral_NextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_NextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_next(inputs)
});