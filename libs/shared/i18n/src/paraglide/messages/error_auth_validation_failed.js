/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Validation_FailedInputs */

const en_error_auth_validation_failed = /** @type {(inputs: Error_Auth_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some answers need a change. Please check the fields and try again.`)
};

/**
* | output |
* | --- |
* | "Some answers need a change. Please check the fields and try again." |
*
* @param {Error_Auth_Validation_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_validation_failed = /** @type {((inputs?: Error_Auth_Validation_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Validation_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_validation_failed(inputs)
});