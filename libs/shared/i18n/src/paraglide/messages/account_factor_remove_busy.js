/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Factor_Remove_BusyInputs */

const en_account_factor_remove_busy = /** @type {(inputs: Account_Factor_Remove_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing...`)
};

/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {Account_Factor_Remove_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_busy = /** @type {((inputs?: Account_Factor_Remove_BusyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Factor_Remove_BusyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_factor_remove_busy(inputs)
});