/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Login_No_AccountInputs */

const en_login_no_account = /** @type {(inputs: Login_No_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Don't have an account? ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Don't have an account? {link}" |
*
* @param {Login_No_AccountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const login_no_account = /** @type {((inputs: Login_No_AccountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_No_AccountInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_login_no_account(inputs)
});