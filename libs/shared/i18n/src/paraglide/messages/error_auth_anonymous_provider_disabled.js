/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Anonymous_Provider_DisabledInputs */

const en_error_auth_anonymous_provider_disabled = /** @type {(inputs: Error_Auth_Anonymous_Provider_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in without an account is not available.`)
};

/**
* | output |
* | --- |
* | "Signing in without an account is not available." |
*
* @param {Error_Auth_Anonymous_Provider_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_anonymous_provider_disabled = /** @type {((inputs?: Error_Auth_Anonymous_Provider_DisabledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Anonymous_Provider_DisabledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_anonymous_provider_disabled(inputs)
});