/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Self_ReferralInputs */

const en_error_api_self_referral = /** @type {(inputs: Error_Api_Self_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot refer yourself. Enter your friend's email address.`)
};

/**
* | output |
* | --- |
* | "You cannot refer yourself. Enter your friend's email address." |
*
* @param {Error_Api_Self_ReferralInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_self_referral = /** @type {((inputs?: Error_Api_Self_ReferralInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Self_ReferralInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_self_referral(inputs)
});