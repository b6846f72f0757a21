/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Passkey_DisabledInputs */

const en_error_auth_passkey_disabled = /** @type {(inputs: Error_Auth_Passkey_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys are not available.`)
};

/**
* | output |
* | --- |
* | "Passkeys are not available." |
*
* @param {Error_Auth_Passkey_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_passkey_disabled = /** @type {((inputs?: Error_Auth_Passkey_DisabledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Passkey_DisabledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_passkey_disabled(inputs)
});