/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Claim_Not_ValidInputs */

const en_error_api_claim_not_valid = /** @type {(inputs: Error_Api_Claim_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link does not belong to the account you are signed in to.`)
};

/**
* | output |
* | --- |
* | "This confirmation link does not belong to the account you are signed in to." |
*
* @param {Error_Api_Claim_Not_ValidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_claim_not_valid = /** @type {((inputs?: Error_Api_Claim_Not_ValidInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Claim_Not_ValidInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_claim_not_valid(inputs)
});