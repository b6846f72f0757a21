/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Mfa_Factor_Name_ConflictInputs */

const en_error_auth_mfa_factor_name_conflict = /** @type {(inputs: Error_Auth_Mfa_Factor_Name_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An authenticator app with this name is already set up.`)
};

/**
* | output |
* | --- |
* | "An authenticator app with this name is already set up." |
*
* @param {Error_Auth_Mfa_Factor_Name_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_factor_name_conflict = /** @type {((inputs?: Error_Auth_Mfa_Factor_Name_ConflictInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Mfa_Factor_Name_ConflictInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_mfa_factor_name_conflict(inputs)
});