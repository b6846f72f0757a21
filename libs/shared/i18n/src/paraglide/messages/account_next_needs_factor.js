/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Next_Needs_FactorInputs */

const en_account_next_needs_factor = /** @type {(inputs: Account_Next_Needs_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That page needs your authenticator app: set it up below (or sign in again with its code), then continue.`)
};

/**
* | output |
* | --- |
* | "That page needs your authenticator app: set it up below (or sign in again with its code), then continue." |
*
* @param {Account_Next_Needs_FactorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_next_needs_factor = /** @type {((inputs?: Account_Next_Needs_FactorInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Needs_FactorInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_next_needs_factor(inputs)
});