/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Factor_Remove_TextInputs */

const en_account_factor_remove_text = /** @type {(inputs: Account_Factor_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in will then need only your password. To turn the second step back on, set up the app again on this page.`)
};

/**
* | output |
* | --- |
* | "Signing in will then need only your password. To turn the second step back on, set up the app again on this page." |
*
* @param {Account_Factor_Remove_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_text = /** @type {((inputs?: Account_Factor_Remove_TextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Factor_Remove_TextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_factor_remove_text(inputs)
});