/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Reason_RequiredInputs */

const en_admin_referral_reason_required = /** @type {(inputs: Admin_Referral_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a reason for declining.`)
};

/**
* | output |
* | --- |
* | "Give a reason for declining." |
*
* @param {Admin_Referral_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_reason_required = /** @type {((inputs?: Admin_Referral_Reason_RequiredInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Reason_RequiredInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_reason_required(inputs)
});