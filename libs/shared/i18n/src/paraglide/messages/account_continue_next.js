/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Continue_NextInputs */

const en_account_continue_next = /** @type {(inputs: Account_Continue_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to where you were`)
};

/**
* | output |
* | --- |
* | "Continue to where you were" |
*
* @param {Account_Continue_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_continue_next = /** @type {((inputs?: Account_Continue_NextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Continue_NextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_continue_next(inputs)
});