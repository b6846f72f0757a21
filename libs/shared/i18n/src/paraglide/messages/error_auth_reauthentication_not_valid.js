/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Reauthentication_Not_ValidInputs */

const en_error_auth_reauthentication_not_valid = /** @type {(inputs: Error_Auth_Reauthentication_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That confirmation code is not right or has expired. Please ask for a new one.`)
};

/**
* | output |
* | --- |
* | "That confirmation code is not right or has expired. Please ask for a new one." |
*
* @param {Error_Auth_Reauthentication_Not_ValidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_reauthentication_not_valid = /** @type {((inputs?: Error_Auth_Reauthentication_Not_ValidInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Reauthentication_Not_ValidInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_reauthentication_not_valid(inputs)
});