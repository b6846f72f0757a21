/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Refresh_Token_Already_UsedInputs */

const en_error_auth_refresh_token_already_used = /** @type {(inputs: Error_Auth_Refresh_Token_Already_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Error_Auth_Refresh_Token_Already_UsedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_refresh_token_already_used = /** @type {((inputs?: Error_Auth_Refresh_Token_Already_UsedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Refresh_Token_Already_UsedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_refresh_token_already_used(inputs)
});