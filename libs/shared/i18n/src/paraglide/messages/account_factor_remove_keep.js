/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Factor_Remove_KeepInputs */

const en_account_factor_remove_keep = /** @type {(inputs: Account_Factor_Remove_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Account_Factor_Remove_KeepInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_keep = /** @type {((inputs?: Account_Factor_Remove_KeepInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Factor_Remove_KeepInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_factor_remove_keep(inputs)
});