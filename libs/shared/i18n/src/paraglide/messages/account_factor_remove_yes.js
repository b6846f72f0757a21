/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Factor_Remove_YesInputs */

const en_account_factor_remove_yes = /** @type {(inputs: Account_Factor_Remove_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, remove it`)
};

/**
* | output |
* | --- |
* | "Yes, remove it" |
*
* @param {Account_Factor_Remove_YesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_yes = /** @type {((inputs?: Account_Factor_Remove_YesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Factor_Remove_YesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_factor_remove_yes(inputs)
});