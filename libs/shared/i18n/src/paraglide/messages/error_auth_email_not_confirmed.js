/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Email_Not_ConfirmedInputs */

const en_error_auth_email_not_confirmed = /** @type {(inputs: Error_Auth_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your email address first: open the link in the email we sent you.`)
};

/**
* | output |
* | --- |
* | "Please confirm your email address first: open the link in the email we sent you." |
*
* @param {Error_Auth_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_email_not_confirmed = /** @type {((inputs?: Error_Auth_Email_Not_ConfirmedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Email_Not_ConfirmedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_email_not_confirmed(inputs)
});