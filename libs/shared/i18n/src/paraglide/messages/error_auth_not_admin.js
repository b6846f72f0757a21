/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Not_AdminInputs */

const en_error_auth_not_admin = /** @type {(inputs: Error_Auth_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot do this.`)
};

/**
* | output |
* | --- |
* | "Your account cannot do this." |
*
* @param {Error_Auth_Not_AdminInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_not_admin = /** @type {((inputs?: Error_Auth_Not_AdminInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Not_AdminInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_not_admin(inputs)
});