/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Over_Email_Send_Rate_LimitInputs */

const en_error_auth_over_email_send_rate_limit = /** @type {(inputs: Error_Auth_Over_Email_Send_Rate_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have sent several emails to this address already. Please wait a few minutes before asking again.`)
};

/**
* | output |
* | --- |
* | "We have sent several emails to this address already. Please wait a few minutes before asking again." |
*
* @param {Error_Auth_Over_Email_Send_Rate_LimitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_over_email_send_rate_limit = /** @type {((inputs?: Error_Auth_Over_Email_Send_Rate_LimitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Over_Email_Send_Rate_LimitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_over_email_send_rate_limit(inputs)
});