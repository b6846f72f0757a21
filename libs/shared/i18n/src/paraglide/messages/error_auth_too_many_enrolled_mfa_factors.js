/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs */

const en_error_auth_too_many_enrolled_mfa_factors = /** @type {(inputs: Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have as many authenticator apps as an account can have. Remove one first.`)
};

/**
* | output |
* | --- |
* | "You already have as many authenticator apps as an account can have. Remove one first." |
*
* @param {Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_too_many_enrolled_mfa_factors = /** @type {((inputs?: Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_too_many_enrolled_mfa_factors(inputs)
});