/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Bad_Code_VerifierInputs */

const en_error_auth_bad_code_verifier = /** @type {(inputs: Error_Auth_Bad_Code_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link was opened in a different browser. Open it in the browser where you asked for it.`)
};

/**
* | output |
* | --- |
* | "This sign-in link was opened in a different browser. Open it in the browser where you asked for it." |
*
* @param {Error_Auth_Bad_Code_VerifierInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_bad_code_verifier = /** @type {((inputs?: Error_Auth_Bad_Code_VerifierInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Bad_Code_VerifierInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_bad_code_verifier(inputs)
});