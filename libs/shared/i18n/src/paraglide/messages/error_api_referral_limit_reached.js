/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Referral_Limit_ReachedInputs */

const en_error_api_referral_limit_reached = /** @type {(inputs: Error_Api_Referral_Limit_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have sent as many referrals as we accept in one day. Please try again tomorrow.`)
};

/**
* | output |
* | --- |
* | "You have sent as many referrals as we accept in one day. Please try again tomorrow." |
*
* @param {Error_Api_Referral_Limit_ReachedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_referral_limit_reached = /** @type {((inputs?: Error_Api_Referral_Limit_ReachedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Referral_Limit_ReachedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_referral_limit_reached(inputs)
});