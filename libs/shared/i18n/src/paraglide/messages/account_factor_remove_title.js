/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Factor_Remove_TitleInputs */

const en_account_factor_remove_title = /** @type {(inputs: Account_Factor_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove your authenticator app?`)
};

/**
* | output |
* | --- |
* | "Remove your authenticator app?" |
*
* @param {Account_Factor_Remove_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_title = /** @type {((inputs?: Account_Factor_Remove_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Factor_Remove_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_account_factor_remove_title(inputs)
});