/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Manual_Linking_DisabledInputs */

const en_error_auth_manual_linking_disabled = /** @type {(inputs: Error_Auth_Manual_Linking_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not available.`)
};

/**
* | output |
* | --- |
* | "This is not available." |
*
* @param {Error_Auth_Manual_Linking_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_manual_linking_disabled = /** @type {((inputs?: Error_Auth_Manual_Linking_DisabledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Manual_Linking_DisabledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_manual_linking_disabled(inputs)
});